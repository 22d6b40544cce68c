import { type RefObject, useRef } from 'react';

/** How long after closing a removed opener still hands focus on: the list is read again well within it. */
const FOLLOW_MS = 10_000;

/**
 * For a dialog opened by a button that is not its Radix trigger (one dialog serving every row of a list): on
 * closing, Radix would focus its missing trigger and drop focus to the page's body. Focus goes back to the button
 * that opened it instead, or to `fallback` when that button has gone with what the dialog changed (a cancelled
 * ride's row) — also when the row goes a moment after closing, once the list is read again.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call as the dialog opens, while the opening button still has focus. */
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const button = opener.current;
      if (!button?.isConnected) {
        fallback.current?.focus();
        return;
      }
      button.focus();
      const observer = new MutationObserver(() => {
        if (button.isConnected) {
          // The user has moved on: nothing to follow any more.
          if (document.activeElement !== button) observer.disconnect();
          return;
        }
        observer.disconnect();
        if (document.activeElement === null || document.activeElement === document.body) fallback.current?.focus();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      window.setTimeout(() => observer.disconnect(), FOLLOW_MS);
    },
  };
}
