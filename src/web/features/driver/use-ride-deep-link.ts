import { useEffect } from 'react';

const PARAM = 'ride';
/** Long enough for the session, the list and a slow phone; the card may also have gone (taken, expired). */
const LOOK_FOR_MS = 10_000;
const EVERY_MS = 250;

/**
 * A tap on a notification opens `/driver?ride=<id>` (design §12): once that request's card is on screen it is
 * scrolled into view and focused, and the parameter leaves the address so a reload does not jump again.
 */
export function useRideDeepLink(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const rideId = url.searchParams.get(PARAM);
    if (!rideId) return;
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const card = document.querySelector<HTMLElement>(`[data-ride-id="${CSS.escape(rideId)}"]`);
      if (card) {
        card.scrollIntoView({ block: 'center' });
        const target = card.querySelector<HTMLElement>('input, button:not([disabled])') ?? card;
        if (target === card) card.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      if (card || Date.now() - startedAt > LOOK_FOR_MS) window.clearInterval(timer);
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
}
