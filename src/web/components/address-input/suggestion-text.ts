import type { AddressSuggestion } from '@shared/geocode.schemas';

/** spec §3: the display text drops a trailing ', Italia' or ', Italy'. */
export function displayText(displayName: string): string {
  return displayName.replace(/,\s*(Italia|Italy)\s*$/i, '').trim();
}

/** spec §2.5: the title is the first comma-separated part; the subtitle is the full text. */
export function suggestionTitle(displayName: string): string {
  return displayText(displayName).split(',')[0]?.trim() ?? '';
}

/** spec §4: highest importance first (the server already sorts; the list must not depend on it). */
export function byImportance(list: AddressSuggestion[]): AddressSuggestion[] {
  return [...list].sort((a, b) => b.importance - a.importance);
}

/** Arrow keys cycle with wraparound (spec §4); -1 means nothing highlighted yet. */
export function nextIndex(current: number, length: number, direction: 1 | -1): number {
  if (length === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : length - 1;
  return (current + direction + length) % length;
}
