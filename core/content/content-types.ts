// Shapes of spec 000 §3 "Navigation node", "Header link", "Global promo banner", "Flyover and
// footer content", as core/ hands them to pages and to the page-content API.

export interface LinkRef {
  id: string;
  linkName: string;
  url: string;
}

export interface PromoBanner extends LinkRef {
  textColour: string;
  backgroundColour: string;
}

export interface BannerComponent {
  headline: string;
  content: string;
  link: { linkName: string; url: string };
  image: { url: string; altText: string; width: number; height: number };
  amplienceId: string | null;
}

export interface NavigationNode {
  id: string;
  amplienceId: string | null;
  label: string;
  link: { linkName: string; url: string | null; category: string | null };
  groupName: string | null;
  alignRight: boolean;
  isVisible: boolean;
  isRoot: boolean;
  isTrunk: boolean;
  isBranch: boolean;
  isLeaf: boolean;
  type: string;
  twcBannerComponents: BannerComponent[];
  navigationNode: { children: NavigationNode[] };
}

export interface ContentComponent {
  id: string;
  componentType: string;
  data: Record<string, unknown>;
}

export interface FooterColumn {
  id: string;
  title: string;
  links: LinkRef[];
}

export interface ShellContent {
  promoBanners: PromoBanner[];
  promoBannersMobile: PromoBanner[];
  subHeaderLinks: LinkRef[];
  navigation: NavigationNode[];
  footerColumns: FooterColumn[];
  legalLinks: LinkRef[];
  flyover: ContentComponent[];
  footerBanners: ContentComponent[];
  globalBannerTop: ContentComponent[];
  globalBannerBottom: ContentComponent[];
  popularSearches: string[];
}

/**
 * The shell content a page ships to the browser: everything but the navigation tree, which goes as the
 * compact menu sections it is drawn from (`menuSections`), a tenth of its size.
 */
export type PageShellContent = Omit<ShellContent, "navigation">;

export interface PageSlotComponent extends ContentComponent {
  slot: string;
  position: number;
}

export interface PageContent {
  id: string;
  path: string;
  title: string;
  description: string;
  template: string;
  /** Components by slot name, in position order. */
  slots: Record<string, PageSlotComponent[]>;
  /** Facts of every image the slots reference, by id: alt text and master size for layout. */
  images: Record<string, { id: string; alt: string; width: number; height: number }>;
}
