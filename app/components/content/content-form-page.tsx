import type { ReactNode } from "react";
import type { PageContent } from "../../../core/content/content-types.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/use-site.ts";
import { ContentBody } from "./content-body.tsx";
import "./content-form.css";

// A content form page (brochure-request, help/contact-us): the content store's title and copy,
// the form, then the page's link list.

/** The page's title, description and link preview for the document head. */
export function contentFormPageMeta(
  args: Parameters<typeof pageMeta>[0],
  page: PageContent | null | undefined,
  fallbackTitle: string,
) {
  return pageMeta(args, {
    title: page?.title ?? fallbackTitle,
    description: page?.description ?? "",
    image: page ? (Object.values(page.images)[0] ?? null) : null,
  });
}

interface ContentFormPageProps {
  page: PageContent | null;
  fallbackTitle: string;
  /** A line of our own under the content store's copy. */
  note?: string;
  /** The form. */
  children: ReactNode;
}

export function ContentFormPage({ page, fallbackTitle, note, children }: ContentFormPageProps) {
  const { version } = useSite();
  return (
    <div className="page content-form-page">
      <div className="content-form-page__intro">
        <h1 className="page-title">{page?.title ?? fallbackTitle}</h1>
        {page?.description && <p className="page-lede">{page.description}</p>}
        {page && <ContentBody page={page} version={version} only={["richText"]} />}
        {note && <p className="content-form-page__note">{note}</p>}
      </div>
      {children}
      {page && (
        <div className="content-form-page__links">
          <ContentBody page={page} version={version} only={["linkList"]} />
        </div>
      )}
    </div>
  );
}
