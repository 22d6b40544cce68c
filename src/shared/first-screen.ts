import type { Language } from './i18n/languages';
import type { PublicConfig } from './public-config.schemas';

/**
 * The first screen: what a route shows before its JavaScript has arrived — the header, the page title and, when
 * the server knows the visitor is signed out, the sign-in text. The web build renders it with the pages' own
 * components into a module the server loads; the server writes the result into index.html. On a phone with a
 * poor signal the page is readable after the HTML and the stylesheet, not after ~120 KB of scripts.
 */
export type FirstScreenSession = 'signed-out' | 'unknown';

/** Drawn in `language` (design §16): a visitor never sees one language that turns into another. */
export type RenderFirstScreen = (
  route: string,
  config: PublicConfig,
  session: FirstScreenSession,
  language: Language,
) => string;

/** Where the web build writes that module, inside its output: a dot folder, which the server never serves. */
export const FIRST_SCREEN_MODULE = '.ssr/first-screen.js';

/**
 * Set on `#root` to the area (`driver`, `admin`, `customer`) whose session cookie the request did not carry:
 * the page then starts at its sign-in screen, as the server drew it, instead of asking the server again.
 */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';
