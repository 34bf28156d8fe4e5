import type { Ref } from "react";
import { type FormProps, Form as RouterForm } from "react-router";

/**
 * React Router's `<Form>`, except that it does not ask for its action's routes as it renders: a form on the page
 * would do so during the load, and adding routes re-renders the page (decision 064). The routes are fetched when
 * the shopper points at, focuses or touches the form (`useRouteDiscoveryOnIntent`). Every form of the site is
 * this one (Biome refuses React Router's own in app/).
 */
export function Form(props: FormProps & { ref?: Ref<HTMLFormElement> }) {
  return <RouterForm discover="none" {...props} />;
}
