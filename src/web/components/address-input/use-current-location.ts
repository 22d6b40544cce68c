import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GPS } from '@shared/constants';
import { reverseGeocodeQueryOptions } from '@/api/reverse-geocode';
import { type MessageId, t } from '@/i18n/i18n';
import { displayText } from './suggestion-text';

export interface PickedAddress {
  text: string;
  lat: number;
  lon: number;
}

const MESSAGES: Record<number, MessageId> = {
  1: 'location.denied',
  2: 'location.unavailable',
  3: 'location.timeout',
};

/** Device position → our reverse geocoder → an address (design §1: never a public one). */
export function useCurrentLocation(onFound: (address: PickedAddress) => void) {
  const queryClient = useQueryClient();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError(t('location.unsupported'));
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        queryClient
          .fetchQuery(reverseGeocodeQueryOptions({ lat: latitude, lon: longitude }))
          .then((found) => onFound({ text: displayText(found.display_name), lat: found.lat, lon: found.lon }))
          .catch((err: unknown) => {
            console.warn('Indirizzo della posizione non trovato', err);
            setError(t('location.addressNotFound'));
          })
          .finally(() => setLocating(false));
      },
      (err) => {
        setLocating(false);
        setError(t(MESSAGES[err.code] ?? 'location.failed'));
      },
      { enableHighAccuracy: true, timeout: GPS.timeoutMs, maximumAge: GPS.maximumAgeMs },
    );
  };

  /** The address was typed after all: the position's failure no longer applies. */
  const clearError = () => setError(null);

  return { locate, locating, error, clearError };
}
