import marksUrl from "./marks.svg?url";

/**
 * One outline from the footer's marks file (`marks.svg`, made by `npm run marks`), drawn in its mark's own units:
 * `fill` colours it, `x` moves it along.
 */
export function SpriteMark({ id, fill, x }: { id: string; fill?: string; x?: number }) {
  return <use href={`${marksUrl}#${id}`} fill={fill} x={x} />;
}
