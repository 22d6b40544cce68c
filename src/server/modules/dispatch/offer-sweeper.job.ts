import type { FastifyInstance } from 'fastify';
import { sweepOffers } from './dispatch.service';
import { every, type StopTask } from '../../time/every';

/** Offers run 20 s: a sweep a second keeps a timed-out one from lingering more than a second. */
export const OFFER_SWEEP_INTERVAL_MS = 1_000;

/**
 * Moves timed-out offers on (design §11), on every instance; overlapping runs are skipped, failures logged. It runs
 * whatever the policy: offers left running when a deployment goes back to `broadcast` still end. Returns the stop.
 */
export function startOfferSweeper(app: FastifyInstance, intervalMs = OFFER_SWEEP_INTERVAL_MS): StopTask {
  return every(app, { failure: 'offer sweep failed', intervalMs, run: () => sweepOffers(app) });
}
