import { type RefObject, useCallback, useEffect, useRef } from 'react';

const focusIsSomewhere = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
};

/** Focusable by script only, so the Tab order is unchanged. */
function focusHeading(heading: HTMLElement): void {
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * The booking page replaces one card with the next (form → searching → arriving → …), often under the user's
 * focus: the button just pressed, or the dialog that just closed, is gone and focus would fall to the page's body,
 * leaving a keyboard or screen-reader user at the top of the page with nothing said. When that happens, focus
 * moves to the new screen's heading (`findHeading`) — which a screen reader then reads out — waiting inside
 * `container` for a card whose code is still loading. Focus that is still somewhere real is left alone.
 * The returned function moves focus to the current heading on demand (a dialog closing over the same screen).
 */
export function useFocusOnScreenChange(
  screen: string,
  container: RefObject<HTMLElement | null>,
  findHeading: () => HTMLElement | null | undefined,
) {
  const shown = useRef(screen);
  const find = useRef(findHeading);
  useEffect(() => {
    find.current = findHeading;
  });
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    if (focusIsSomewhere()) return;
    const now = find.current();
    if (now) return focusHeading(now);
    if (!container.current) return;
    const observer = new MutationObserver(() => {
      if (focusIsSomewhere()) return observer.disconnect();
      const heading = find.current();
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(container.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [screen, container]);
  return useCallback(() => {
    const heading = find.current();
    if (heading) focusHeading(heading);
  }, []);
}
