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

/** A house number as people type it: 12, 12a, 12/b, 12 bis. */
const HOUSE_NUMBER = /(?:^|[\s,])(\d{1,4}(?:\s?bis|\s?ter|\/?[a-z])?)(?=[\s,]|$)/i;

/**
 * issue 21: the geocoder often knows the street and not the house number. A picked suggestion keeps the number the
 * person typed, written after the street ("Via Aldo Moro 12, 03100 Frosinone"), when the suggestion has none of its
 * own in its title.
 */
export function keepHouseNumber(typed: string, picked: string): string {
  const number = HOUSE_NUMBER.exec(typed.trim())?.[1];
  if (!number) return picked;
  const [title = '', ...rest] = picked.split(',');
  if (/\d/.test(title)) return picked;
  return [`${title.trim()} ${number}`, ...rest.map((part) => part.trim())].join(', ');
}
