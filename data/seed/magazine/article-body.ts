import type { Random } from "../random.ts";
import type { ArticleSource, CategoryWriting } from "./magazine-source.ts";

/** A block of an article body; the magazine page renders them in order. */
export type ArticleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "quote"; text: string }
  | { type: "list"; items: string[] };

/** Puts the topic into a template, capitalised where it starts a sentence. */
export function fillTopic(template: string, topic: string): string {
  const capitalised = topic.charAt(0).toUpperCase() + topic.slice(1);
  return template
    .replace(/(^|[.!?]\s+)\{topic\}/g, (_match, sentenceStart: string) => sentenceStart + capitalised)
    .replaceAll("{topic}", topic);
}

/**
 * Composes a body of 5–7 paragraphs with headings, a quote and a list: an opening about the
 * article's topic, paragraphs drawn from the category's writing in a shuffled order, and a close.
 */
export function composeArticleBody(
  article: ArticleSource,
  writing: CategoryWriting,
  random: Random,
): ArticleBlock[] {
  const [firstHeading, secondHeading] = random.sample(writing.headings, 2);
  const middle = random.sample(writing.paragraphs, random.int(3, 5));
  const split = Math.ceil(middle.length / 2);
  const list = random.pick(writing.lists);
  const blocks: ArticleBlock[] = [
    { type: "paragraph", text: fillTopic(random.pick(writing.intros), article.topic) },
    { type: "heading", text: firstHeading ?? writing.headings[0] ?? article.title },
    ...middle.slice(0, split).map((text): ArticleBlock => ({ type: "paragraph", text })),
    { type: "quote", text: random.pick(writing.quotes) },
    { type: "heading", text: secondHeading ?? list.heading },
    ...middle.slice(split).map((text): ArticleBlock => ({ type: "paragraph", text })),
    { type: "heading", text: list.heading },
    { type: "list", items: list.items },
    { type: "paragraph", text: fillTopic(random.pick(writing.closings), article.topic) },
  ];
  return blocks;
}

/** Reading time at a relaxed 200 words a minute, never under two minutes. */
export function readingMinutes(blocks: readonly ArticleBlock[]): number {
  const words = blocks
    .map((block) => (block.type === "list" ? block.items.join(" ") : block.text))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.round(words / 200));
}
