import { describe, expect, it } from 'vitest';
import {
  canTransition,
  customerCard,
  driverView,
  ENDED_STATUSES,
  isCurrentForCustomer,
  isUnderWay,
  RIDE_STATUS_LABELS,
  RIDE_STATUSES,
  rideStatusLabel,
  statusesLeadingTo,
  UNDER_WAY_STATUSES,
} from './ride-states';

describe('ride transitions (design §4)', () => {
  it('lets a driver win a pending ride, or the office assign it, and nobody else accept it', () => {
    expect(canTransition('pending', 'accepted', 'driver')).toBe(true);
    expect(canTransition('pending', 'accepted', 'admin')).toBe(true);
    expect(canTransition('pending', 'accepted', 'customer')).toBe(false);
    expect(canTransition('accepted', 'accepted', 'driver')).toBe(false);
  });

  it('lets only the office reassign a ride not yet on board', () => {
    expect(statusesLeadingTo('accepted', 'admin')).toEqual(['pending', 'accepted', 'arrived']);
    expect(canTransition('on_board', 'accepted', 'admin')).toBe(false);
  });

  it('moves a ride from the kerb to the destination only by its driver', () => {
    expect(statusesLeadingTo('arrived', 'driver')).toEqual(['accepted']);
    expect(statusesLeadingTo('on_board', 'driver')).toEqual(['arrived']);
    expect(statusesLeadingTo('no_show', 'driver')).toEqual(['arrived']);
    for (const role of ['customer', 'admin', 'system'] as const) {
      expect(statusesLeadingTo('arrived', role)).toEqual([]);
      expect(statusesLeadingTo('on_board', role)).toEqual([]);
      expect(statusesLeadingTo('no_show', role)).toEqual([]);
    }
  });

  it('lets the customer cancel until the passenger is on board; the driver gives a ride back instead (design §4)', () => {
    expect(statusesLeadingTo('cancelled', 'customer')).toEqual(['pending', 'accepted', 'arrived']);
    expect(statusesLeadingTo('cancelled', 'driver')).toEqual([]);
    expect(statusesLeadingTo('cancelled', 'admin')).toEqual(['pending', 'accepted', 'arrived']);
    expect(statusesLeadingTo('pending', 'driver')).toEqual(['accepted', 'arrived']);
    // 'Ridistribuisci': the office sends out again a ride nobody took (or one held after its drops, still pending).
    expect(statusesLeadingTo('pending', 'admin')).toEqual(['pending', 'expired']);
    expect(statusesLeadingTo('pending', 'customer')).toEqual([]);
  });

  it('completes a ride under way by its customer, its driver or the office, and expires only by the server', () => {
    for (const role of ['customer', 'driver', 'admin'] as const) {
      expect(statusesLeadingTo('completed', role)).toEqual(['accepted', 'arrived', 'on_board']);
    }
    expect(statusesLeadingTo('expired', 'system')).toEqual(['pending']);
    expect(statusesLeadingTo('expired', 'customer')).toEqual([]);
  });

  it('never moves an ended ride, but for the office sending out again a request nobody took', () => {
    for (const from of ENDED_STATUSES.filter((s) => s !== 'expired')) {
      for (const to of RIDE_STATUSES) {
        for (const role of ['customer', 'driver', 'admin', 'system'] as const) expect(canTransition(from, to, role)).toBe(false);
      }
    }
  });
});

describe('phases', () => {
  it('counts a ride as under way while a driver is bound to it', () => {
    expect(UNDER_WAY_STATUSES).toEqual(['accepted', 'arrived', 'on_board']);
    expect(isUnderWay('on_board')).toBe(true);
    expect(isUnderWay('no_show')).toBe(false);
    expect(isUnderWay('accepted')).toBe(true);
    expect(isUnderWay('pending')).toBe(false);
  });

  it("knows a customer's current ride: an immediate search or a ride under way", () => {
    expect(isCurrentForCustomer({ status: 'pending', requestType: 'immediate' })).toBe(true);
    expect(isCurrentForCustomer({ status: 'pending', requestType: 'scheduled' })).toBe(false);
    expect(isCurrentForCustomer({ status: 'accepted', requestType: 'scheduled' })).toBe(true);
    expect(isCurrentForCustomer({ status: 'completed', requestType: 'immediate' })).toBe(false);
  });
});

describe('what each area shows', () => {
  it.each([
    ['pending', 'immediate', 'searching'],
    ['pending', 'scheduled', 'scheduled'],
    ['accepted', 'immediate', 'arriving'],
    ['arrived', 'immediate', 'arriving'],
    ['on_board', 'scheduled', 'arriving'],
    ['no_show', 'immediate', 'no_show'],
    ['expired', 'immediate', 'expired'],
    ['expired', 'scheduled', 'form'],
    ['completed', 'immediate', 'form'],
    ['cancelled', 'scheduled', 'form'],
  ] as const)('a %s %s ride shows the customer %s', (status, requestType, card) => {
    expect(customerCard({ status, requestType })).toBe(card);
  });

  it("puts a pending ride on the driver's list and an accepted one on the active card", () => {
    expect(driverView('pending')).toBe('request');
    expect(driverView('accepted')).toBe('active');
    expect(driverView('arrived')).toBe('active');
    expect(driverView('on_board')).toBe('active');
    expect(driverView('no_show')).toBe('none');
    expect(driverView('cancelled')).toBe('none');
  });

  it('labels every status in Italian and shows an unknown one as it comes (spec §4)', () => {
    expect(Object.keys(RIDE_STATUS_LABELS).sort()).toEqual([...RIDE_STATUSES].sort());
    expect(rideStatusLabel('pending')).toBe('In Attesa');
    expect(rideStatusLabel('expired')).toBe('Scaduta');
    expect(rideStatusLabel('arrived')).toBe('Taxi arrivato');
    expect(rideStatusLabel('on_board')).toBe('In corso');
    expect(rideStatusLabel('no_show')).toBe('Cliente assente');
    expect(rideStatusLabel('teleported')).toBe('teleported');
  });
});
