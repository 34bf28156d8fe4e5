/**
 * Full-text hits: the table slots of the products found and how well each matched (higher is
 * better), side by side and in no particular order (a listing sorts them; `bestMatches` picks the top).
 */
export interface TextMatches {
  slots: Int32Array;
  scores: Float64Array;
}
