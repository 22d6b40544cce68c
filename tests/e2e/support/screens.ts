/**
 * The two screens every page must fit (issue 17): the smallest phone the product is built for and the office's
 * usual laptop. `npm test` runs the Playwright projects `phone` and `desktop` on them.
 */
export const SCREENS = {
  phone: { width: 360, height: 640 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * A flow that runs on one project only (ADR 229): what it proves does not change with the screen's width, and every
 * screen it reaches is still checked at both widths, by `expectAccessible`. The other project leaves it out
 * (playwright.config.ts, `grepInvert`).
 */
export const onPhoneOnly = { tag: '@phone-only' } as const;
export const onDesktopOnly = { tag: '@desktop-only' } as const;

/** The screen a one-project flow's screens are also checked on; none for a test both projects run. */
export function otherScreen(tags: readonly string[]): { width: number; height: number } | null {
  if (tags.includes(onPhoneOnly.tag)) return SCREENS.desktop;
  if (tags.includes(onDesktopOnly.tag)) return SCREENS.phone;
  return null;
}
