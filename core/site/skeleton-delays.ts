// spec 002 §9 "Skeleton delays 500 ms content, 1200 ms footer": how long content may be loading before its
// placeholder (a dimmed list, a spinner) is drawn, so that a fast answer never flashes one. The footer's 1200 ms has
// no place here: the footer is server-rendered whole and never waits (app/components/shell/footer.tsx).

export const CONTENT_SKELETON_DELAY_MS = 500;
