import { useEffect, useState } from 'react';
import { ADDRESS_LOOKUP } from '@shared/constants';
import type { AddressSuggestion } from '@shared/geocode.schemas';
import { byImportance } from './suggestion-text';

export type SuggestionState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'list'; items: AddressSuggestion[] }
  | { kind: 'error' };

/**
 * SPEC §5: looks up only from 3 characters, 500 ms after the last keystroke, through our own
 * `/api/geocode/search` (DESIGN §1). A newer query aborts the older one, so a slow answer never
 * replaces a fresher list. `enabled` is false right after a pick, so the picked text is not looked up.
 */
const IDLE: SuggestionState = { kind: 'idle' };

export function useAddressSuggestions(query: string, enabled: boolean): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ kind: 'idle' });
  const trimmed = query.trim();
  const active = enabled && trimmed.length >= ADDRESS_LOOKUP.minLength;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ kind: 'loading' });
      fetch(`/api/geocode/search?q=${encodeURIComponent(trimmed)}`, { credentials: 'include', signal: controller.signal })
        .then(async (res) => {
          if (!res.ok) throw new Error(`${res.status}`);
          const items = (await res.json()) as AddressSuggestion[];
          setState({ kind: 'list', items: byImportance(items).slice(0, ADDRESS_LOOKUP.limit) });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Suggerimenti indirizzo non disponibili', err);
          setState({ kind: 'error' });
        });
    }, ADDRESS_LOOKUP.debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, trimmed]);

  // Shorter text clears the suggestions (SPEC §5).
  return active ? state : IDLE;
}
