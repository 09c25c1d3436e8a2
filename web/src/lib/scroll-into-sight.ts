// room left between a sticky header and what is brought under it
const GAP_PX = 12;

/** The bottom edge of a sticky or fixed bar drawn over the point, if one is (the page's header); 0 otherwise. */
function coverAt(el: HTMLElement, x: number, y: number): number {
  let hit = document.elementFromPoint(x, y);
  if (!hit || el.contains(hit)) return 0;
  for (; hit; hit = hit.parentElement) {
    const { position } = getComputedStyle(hit);
    if (position === 'sticky' || position === 'fixed') return hit.getBoundingClientRect().bottom;
  }
  return 0;
}

/**
 * Scrolls `el` so that its top shows: at the top of each box it scrolls in, then clear of the page's sticky header and
 * inside the visual viewport, which a phone's on-screen keyboard shortens and may move down.
 */
export function scrollTopIntoSight(el: HTMLElement) {
  el.scrollIntoView({ block: 'start' });
  const box = el.getBoundingClientRect();
  const visibleTop = Math.max(window.visualViewport?.offsetTop ?? 0, coverAt(el, box.left + box.width / 2, box.top + 1));
  if (box.top < visibleTop + GAP_PX) window.scrollBy(0, box.top - visibleTop - GAP_PX);
}
