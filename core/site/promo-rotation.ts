// spec 000 §4: the promo banner moves on by one each interval, wrapping around; pauses on hover, on focus and
// while the tab is hidden. A page setting may override the configured interval.

export function nextPromoIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

export function promoIsPaused(state: { hovered: boolean; focused: boolean; tabHidden: boolean }): boolean {
  return state.hovered || state.focused || state.tabHidden;
}

/** The page's own interval when it gives a positive whole number of milliseconds, else the configured one. */
export function promoIntervalMs(configured: number, pageSetting?: number | null): number {
  return pageSetting !== undefined && pageSetting !== null && Number.isInteger(pageSetting) && pageSetting > 0
    ? pageSetting
    : configured;
}
