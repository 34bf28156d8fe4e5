// Field names of the bag's form that the page and the action share; no zod here, so pages can import them
// without the schema.

/** A bundle piece's choice travels as `piece-{position}`, the name of that piece's size radios. */
export const BUNDLE_PIECE_FIELD = "piece-";

/** The field that carries a bundle piece's chosen variant. */
export function bundlePieceField(position: number): string {
  return `${BUNDLE_PIECE_FIELD}${position}`;
}
