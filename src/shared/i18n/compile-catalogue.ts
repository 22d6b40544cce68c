import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';

/**
 * A catalogue of ICU messages (`{ id: "You have {n, plural, one {# ride} other {# rides}}" }`) turned into
 * Lingui's compiled form, which its runtime reads without an ICU parser (ADR 280). The web's catalogues are
 * compiled at build time (scripts/vite-i18n-catalogues.ts); the server compiles its own once at start.
 */
export function compileCatalogue(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}
