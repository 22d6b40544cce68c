import type { DriverBehaviour, DriverProfile } from './fleet';
import type { Random } from './random';

/** What a driver does with a call shown to them: nothing in time, or a tap on 'Accetta' or 'Rifiuta' after a while. */
export type Response = { kind: 'misses' } | { kind: 'takes' | 'declines'; afterSeconds: number };

/**
 * The same rule whether the call is an offer (nearest) or a broadcast: a driver may not notice it, reads it in a
 * log-normal time of their own, declines at their own rate, and is less willing the farther the pickup is. Under
 * broadcast a decline is silence (there is no 'Rifiuta' for a broadcast call).
 */
export function respond(driver: DriverProfile, pickupKm: number, random: Random, behaviour: DriverBehaviour): Response {
  if (random.chance(driver.missProbability)) return { kind: 'misses' };
  const afterSeconds = random.logNormal(driver.reactionMedianSeconds, behaviour.reactionSigmaPerTap);
  const interest = 1 / (1 + (pickupKm / behaviour.farPickupHalfKm) ** 2);
  return { kind: random.chance((1 - driver.refuseProbability) * interest) ? 'takes' : 'declines', afterSeconds };
}
