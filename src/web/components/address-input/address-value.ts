import type { LatLon } from '@shared/common.schemas';
import type { PickedAddress } from './use-current-location';

/** What a form keeps of an address field: the text as shown, and its point when it came from a picked place. */
export interface AddressValue {
  text: string;
  /** Set when the text came from a picked suggestion, the device position or a caller's recent address. */
  point: LatLon | null;
}

export const EMPTY_ADDRESS: AddressValue = { text: '', point: null };

/** A picked place keeps its coordinates; typing afterwards (`{ text, point: null }`) drops them. */
export function pickedAddress(picked: PickedAddress): AddressValue {
  return { text: picked.text, point: { lat: picked.lat, lon: picked.lon } };
}
