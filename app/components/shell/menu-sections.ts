import { useEffect, useState } from "react";
import type { MenuSection } from "../../../core/site/navigation-menu.ts";
import type { Version } from "../../../core/site/versions.ts";
import { getHttpClient } from "../../lib/http-client.ts";

// The main menu's submenus are fetched when the shopper first reaches for one (hover, focus, the touch menu
// opening), once per version for the page's life: pages carry only the top items (issue 28).
const loading = new Map<Version, Promise<MenuSection[]>>();
// What has arrived, so a submenu opened after the first is drawn at once, with no loading state in between.
const arrived = new Map<Version, MenuSection[]>();

export function loadMenuSections(version: Version): Promise<MenuSection[]> {
  let sections = loading.get(version);
  if (!sections) {
    sections = getHttpClient()
      .get(`/api/navigation/${version}/menu.json`, { retries: 2, errorHandle: false })
      .then((response) => {
        const body = response.data as { sections?: unknown };
        if (!Array.isArray(body?.sections)) throw new Error("The menu answer has no sections");
        arrived.set(version, body.sections as MenuSection[]);
        return body.sections as MenuSection[];
      });
    // A failure is not kept: the next opening asks again.
    sections.catch(() => loading.delete(version));
    loading.set(version, sections);
  }
  return sections;
}

export type MenuSectionState =
  | { state: "loading" }
  | { state: "ready"; section: MenuSection }
  | { state: "failed" };

/** One top item's submenu, fetched with the rest on first use. */
export function useMenuSection(version: Version, id: string): MenuSectionState {
  const [state, setState] = useState<MenuSectionState>(() => {
    const sections = arrived.get(version);
    return sections ? sectionState(sections, id) : { state: "loading" };
  });
  useEffect(() => {
    if (state.state !== "loading") return;
    let current = true;
    loadMenuSections(version).then(
      (sections) => {
        if (current) setState(sectionState(sections, id));
      },
      () => {
        if (current) setState({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [version, id, state.state]);
  return state;
}

function sectionState(sections: readonly MenuSection[], id: string): MenuSectionState {
  const section = sections.find((candidate) => candidate.id === id);
  return section ? { state: "ready", section } : { state: "failed" };
}
