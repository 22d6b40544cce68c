import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';
import { takeSignedOutHint } from '@/lib/signed-out-hint';

const SIGNED_OUT = { driver: null };

/**
 * The signed-in driver (design §1: the session cookie decides who the driver is), `driver: null` when signed out.
 * Always answered 200 (ADR 041): a session ended elsewhere shows up as a 401 on the dashboard's other calls.
 */
export const driverSessionQueryOptions = () =>
  readOptions('/api/drivers/session', ['/api/drivers/session']);

export const useDriverSessionQuery = () =>
  useQuery({
    ...driverSessionQueryOptions(),
    // No session cookie came with the page: start at sign-in, as the first screen already shows.
    initialData: () => (takeSignedOutHint('driver') ? SIGNED_OUT : undefined),
  });
