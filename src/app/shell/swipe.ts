// Swipe-back on touch devices (spec-1 §2, §9): a right swipe starting within 40 px of the left edge
// goes back once it has travelled more than 10 px, mostly sideways (a vertical scroll never counts).

export const SWIPE_EDGE_PX = 40;
export const SWIPE_MIN_DISTANCE_PX = 10;

export interface Point {
  x: number;
  y: number;
}

export function isSwipeBack(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return (
    start.x >= 0 && start.x <= SWIPE_EDGE_PX && dx > SWIPE_MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)
  );
}
