import type { PageContent } from "../../../core/content/content-types.ts";
import type { Version } from "../../../core/site/versions.ts";
import { ContentSlot } from "./content-slots.tsx";

/** The slots of a content page in order: "main" first, then the others (links, asides). */
export function ContentBody({
  page,
  version,
  only,
}: {
  page: PageContent;
  version: Version;
  /** Render just these component types (e.g. the copy above a form, without its link list). */
  only?: readonly string[];
}) {
  const components = Object.values(page.slots)
    .flat()
    .filter((component) => !only || only.includes(component.componentType))
    .sort((a, b) => (a.slot === b.slot ? a.position - b.position : a.slot === "main" ? -1 : 1));
  return (
    <>
      {components.map((component) => (
        <ContentSlot
          key={component.id}
          component={component}
          context={{ version, images: page.images, firstHeading: false }}
        />
      ))}
    </>
  );
}
