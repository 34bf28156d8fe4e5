import type { LinkClick } from "./plain-link-click.ts";

/**
 * For tests: a click on an element inside an anchor with these attributes, the part of the DOM a link-click
 * decision reads. `closest("a[name]")` finds the anchor when it has that attribute.
 */
export function linkClickOn(
  attributes: Record<string, string>,
  overrides: Partial<LinkClick> = {},
): LinkClick {
  const anchor = {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  const target = {
    closest: (selector: string) => {
      const attribute = /^a\[([^\]]+)\]$/.exec(selector)?.[1];
      return attribute !== undefined && attribute in attributes ? anchor : null;
    },
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: target as unknown as EventTarget,
    ...overrides,
  };
}
