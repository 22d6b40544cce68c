import { z } from 'zod';

/**
 * design §11 `DISPATCH_POLICY`: `broadcast` shows a new request to every free driver (the spec's fastest finger);
 * `nearest` offers it to one driver at a time. The one list of the policies: the server's environment, its rules
 * and the page all take it from here.
 */
export const dispatchPolicySchema = z.enum(['broadcast', 'nearest']);
export const DISPATCH_POLICIES = dispatchPolicySchema.options;
export type DispatchPolicy = z.infer<typeof dispatchPolicySchema>;

/** A duration setting: 0 or more, fractions allowed (a test deployment waits seconds, not minutes). */
const duration = z.number().min(0);

/**
 * The settings the web app needs before its first paint. The server writes them into each page as a
 * non-executable JSON script (src/shared/public-config.ts), so a phone on a poor signal makes no round trip for
 * them; the page reads them back as this type. Zod stays on the server's side: the page's first bundle does not
 * carry it (ADR 221).
 */
export const publicConfigSchema = z.object({
  townName: z.string().trim().min(1),
  taxiPhone: z.string().trim(),
  mapCenter: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  /**
   * How a ride ends on this deployment (design §4): the customer's screen completes it this long after acceptance
   * (`RIDE_AUTO_COMPLETE_SECONDS`: 0 by default, only the driver or the office complete it; the spec's demo sets 30), and the driver
   * may report 'Cliente assente' after waiting this long at the pickup (`NO_SHOW_WAIT_MINUTES`).
   */
  rides: z.object({ autoCompleteSeconds: duration, noShowWaitMinutes: duration }),
  /**
   * Under `nearest` the drivers' dashboard sends its position while free too, since the ride goes to the taxi
   * nearest the pickup (the spec's tracking only during a ride is enough for `broadcast`).
   */
  dispatchPolicy: dispatchPolicySchema,
  /** `ROAD_FACTOR`: how much longer the road is than the straight line; the cards' live arrival counts with it. */
  roadFactor: z.number().min(1).max(3),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
