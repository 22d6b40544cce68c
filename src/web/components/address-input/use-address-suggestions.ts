import { useMemo } from 'react';
import { ADDRESS_LOOKUP } from '@shared/constants';
import type { AddressSuggestion } from '@shared/geocode.schemas';
import { useAddressSearch } from '@/api/search-addresses';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { byImportance } from './suggestion-text';

export type SuggestionState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'list'; items: AddressSuggestion[] }
  | { kind: 'error' };

const IDLE: SuggestionState = { kind: 'idle' };
const LOADING: SuggestionState = { kind: 'loading' };
const ERROR: SuggestionState = { kind: 'error' };
const topSuggestions = (items: AddressSuggestion[]) => byImportance(items).slice(0, ADDRESS_LOOKUP.limit);

/**
 * spec §5: looks up only from 3 characters, 500 ms after the last keystroke. Each text is its own query, so a
 * slow answer to an older text never replaces a fresher list (and the older request is aborted once nobody
 * waits for it). `enabled` is false right after a pick, so the picked text is not looked up. The state keeps its
 * identity while nothing changes: the field starts a new highlight only for a new list.
 */
export function useAddressSuggestions(query: string, enabled: boolean): SuggestionState {
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, ADDRESS_LOOKUP.debounceMs);
  // Shorter text clears the suggestions at once (spec §5), without waiting for the pause.
  const active = enabled && trimmed.length >= ADDRESS_LOOKUP.minLength;
  const { data, isError, isFetching } = useAddressSearch(settled, {
    enabled: active && settled.length >= ADDRESS_LOOKUP.minLength,
    select: topSuggestions,
  });
  return useMemo<SuggestionState>(() => {
    if (!active) return IDLE;
    if (data) return { kind: 'list', items: data };
    if (isError) return ERROR;
    return isFetching ? LOADING : IDLE;
  }, [active, data, isError, isFetching]);
}
