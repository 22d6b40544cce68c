import type { AddressSuggestion, ReverseResult } from '../../../shared/geocode.schemas';

export type { AddressSuggestion, ReverseResult } from '../../../shared/geocode.schemas';

export interface Geocoder {
  /** At most 5 suggestions, highest importance first. */
  search(query: string): Promise<AddressSuggestion[]>;
  /** The address at a point, or null when the upstream knows nothing there. */
  reverse(lat: number, lon: number): Promise<ReverseResult | null>;
}

export const SUGGESTION_LIMIT = 5;

/** The upstream failed, timed out or answered something we cannot read. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/** Too many lookups are already waiting for the global upstream rate limit; refused at once. */
export class GeocoderBusyError extends Error {
  constructor() {
    super('Geocoder queue full');
    this.name = 'GeocoderBusyError';
  }
}

export function byImportanceDesc(a: AddressSuggestion, b: AddressSuggestion): number {
  return b.importance - a.importance;
}
