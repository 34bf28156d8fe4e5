import { type NavigationRow, navigationRow } from "./navigation-node.ts";

// spec 000 §2 footer: legal links (terms, privacy, accessibility). Cookie settings opens the
// cookie section of the privacy policy, where the consent controls sit.
const LEGAL_LINKS = [
  { id: "nav-legal-terms", label: "Terms & conditions", url: "/help/terms" },
  { id: "nav-legal-privacy", label: "Privacy policy", url: "/help/privacy-policy" },
  { id: "nav-legal-accessibility", label: "Accessibility", url: "/help/accessibility" },
  { id: "nav-legal-cookies", label: "Cookie settings", url: "/help/privacy-policy#cookies" },
] as const;

export function legalNavigation(): NavigationRow[] {
  return LEGAL_LINKS.map((link, position) =>
    navigationRow({ ...link, menu: "legal", position, nodeType: "leaf", componentType: "CMSLinkComponent" }),
  );
}
