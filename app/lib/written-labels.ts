import { keepLabelsIn, type WrittenLabels } from "../../core/site/intl-formats.ts";

/** The id of the data block that carries the labels the server's render wrote (decision 067). */
export const WRITTEN_LABELS_ID = "written-labels";

/**
 * Reads the prices and days the server's render wrote with Intl, so that the browser writes them the same way
 * without building a formatter: the first one a page builds loads the locale's data, 15–24 ms of a phone's main
 * thread in the middle of hydration. Values the server did not write are formatted as before.
 */
export function readLabelsWrittenByTheServer(): void {
  const block = document.getElementById(WRITTEN_LABELS_ID);
  if (!block?.textContent) return;
  let labels: WrittenLabels;
  try {
    labels = JSON.parse(block.textContent) as WrittenLabels;
  } catch {
    return;
  }
  keepLabelsIn({ find: (formatKey, value) => labels[formatKey]?.[value], note: () => {} });
}
