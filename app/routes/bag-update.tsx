import { redirect } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/bag-update";
import { bagAction } from "./bag-action.server.ts";

// POST /{version}/bag/update: the add forms' entry into the bag's one action (bag-action.server.ts;
// docs/forms-and-mutations.md). A native post (JavaScript off) carries the page to return to and is sent 303
// there; the page's script posts the same form without it and gets the answer as data.

export async function action({ request, params, context }: Route.ActionArgs) {
  return bagAction(request, context.get(requestContext), versionFromSegment(params.version), "bag/update");
}

/** Nothing to show here: an address typed or bookmarked goes to the bag. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${versionFromSegment(params.version)}/bag`, 303);
}
