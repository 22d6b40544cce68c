import { describe, expect, it } from 'vitest';
import { insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';
import { DriverRideCache } from './driver-ride-cache.service';

const t = useTestApp();

describe('the relay’s cache of who may see each position (ADR 043)', () => {
  it('drivers asked for at the same moment, read together, each get their own state', async () => {
    const customer = await insertCustomer(t.app);
    const onRide = await insertDriver(t.app, { isAvailable: true });
    await insertRide(t.app, { customerId: customer.id, status: 'accepted', acceptedDriverId: onRide.id, acceptedAt: t.app.clock.now() });
    const free = await insertDriver(t.app, { isAvailable: true });
    const offline = await insertDriver(t.app, { isAvailable: false });
    const deleted = await insertDriver(t.app, { isAvailable: true, deletedAt: t.app.clock.now() });
    // An ended ride says nothing about who sees the position now.
    const afterRide = await insertDriver(t.app, { isAvailable: true });
    await insertRide(t.app, { customerId: customer.id, status: 'completed', acceptedDriverId: afterRide.id, completedAt: t.app.clock.now() });

    const cache = new DriverRideCache(t.app.db);
    const states = await Promise.all([onRide, free, offline, deleted, afterRide].map((d) => cache.get(d.id)));

    expect(states).toEqual([
      { online: true, customerId: customer.id },
      { online: true, customerId: null },
      { online: false, customerId: null },
      { online: false, customerId: null },
      { online: true, customerId: null },
    ]);
  });
});
