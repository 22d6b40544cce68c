import { percentile } from '../../bench/lib/stats';
import { anyTaxiFits } from '../../src/server/modules/dispatch/dispatch.rules';
import type { DriverState, RideState } from './simulation';

export interface PolicyMetrics {
  rides: number;
  served: number;
  /** Rides accepted before they expired, 0–1. */
  servedShare: number;
  /** Straight-line km from the accepting taxi to the pickup, over the served rides. */
  meanPickupKm: number;
  p90PickupKm: number;
  /** The taxi's drive to the pickup (road km at the model's speed), minutes. */
  meanEtaMinutes: number;
  p90EtaMinutes: number;
  /** From the request to the accepting tap, over the served rides. */
  medianAcceptSeconds: number;
  /** Gini coefficient of rides per driver over the whole fleet: 0 all equal, 1 one driver takes everything. */
  gini: number;
  /** Served rides that went out as a broadcast (all of them under `broadcast`). */
  broadcastShare: number;
  ridesPerDriver: { min: number; median: number; max: number };
  /** design §14: the rides that asked something of the taxi (features, a minivan's seats), on their own. */
  withRequirements: { rides: number; served: number; servedShare: number; meanPickupKm: number };
}

export function policyMetrics(rides: readonly RideState[], drivers: readonly DriverState[]): PolicyMetrics {
  const served = rides.filter((r) => r.status === 'accepted');
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const pickupKm = sorted(served.map((r) => r.pickupKm!));
  const etaMinutes = sorted(served.map((r) => r.etaMinutes!));
  const acceptSeconds = sorted(served.map((r) => r.acceptedAt! - r.request.requestedAt));
  const perDriver = sorted(drivers.map((d) => d.rides));
  return {
    rides: rides.length,
    served: served.length,
    servedShare: rides.length ? served.length / rides.length : Number.NaN,
    meanPickupKm: mean(pickupKm),
    p90PickupKm: percentile(pickupKm, 90),
    meanEtaMinutes: mean(etaMinutes),
    p90EtaMinutes: percentile(etaMinutes, 90),
    medianAcceptSeconds: percentile(acceptSeconds, 50),
    gini: gini(perDriver),
    broadcastShare: served.length ? served.filter((r) => r.broadcast).length / served.length : Number.NaN,
    ridesPerDriver: { min: perDriver[0] ?? 0, median: percentile(perDriver, 50), max: perDriver.at(-1) ?? 0 },
    withRequirements: asking(rides),
  };
}

function asking(rides: readonly RideState[]): PolicyMetrics['withRequirements'] {
  const asked = rides.filter((r) => !anyTaxiFits(r.request.needs));
  const served = asked.filter((r) => r.status === 'accepted');
  return {
    rides: asked.length,
    served: served.length,
    servedShare: asked.length ? served.length / asked.length : Number.NaN,
    meanPickupKm: mean(served.map((r) => r.pickupKm!)),
  };
}

export const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, v) => a + v, 0) / values.length : Number.NaN);

/**
 * Gini coefficient of non-negative amounts: the mean absolute difference between any two, over twice the mean.
 * With the amounts sorted ascending x₁ ≤ … ≤ xₙ it is Σ (2i − n − 1) xᵢ / (n Σ xᵢ). All zero (or none) → 0.
 */
export function gini(amounts: readonly number[]): number {
  const sorted = [...amounts].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((a, x) => a + x, 0);
  if (n === 0 || total === 0) return 0;
  const weighted = sorted.reduce((a, x, i) => a + (2 * (i + 1) - n - 1) * x, 0);
  return weighted / (n * total);
}
