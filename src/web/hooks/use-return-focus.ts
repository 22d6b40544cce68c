import { type RefObject, useRef } from 'react';

/**
 * For a dialog opened by a button that is not its Radix trigger (one dialog serving every row of a list): on
 * closing, Radix would focus its missing trigger and drop focus to the page's body. Focus goes back to the button
 * that opened it instead, or to `fallback` when that button has gone with what the dialog changed (a cancelled
 * ride's row).
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
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    },
  };
}
