import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/booking';
import { RIDE_STATUS_REFUSALS, RIDE_STATUSES } from '../../shared/ride-states';
import { misfitText, VEHICLE_FEATURE_LABELS, VEHICLE_FEATURES } from '../../shared/vehicle';
import { EXCLUDED_BY_CUSTOMER } from '../modules/admin/console-assign.service';
import { DELETION_BLOCKED } from '../modules/customers/customer-deletion.service';
import { NO_RUNNING_OFFER } from '../modules/dispatch/dispatch.service';
import { NOT_A_DRIVER } from '../modules/drivers/driver-auth.routes';
import { OFFLINE_WITH_ACTIVE_RIDE } from '../modules/drivers/driver-status.service';
import { BID_REFUSALS, DRIVER_BUSY, DRIVER_NOT_ONLINE, OFFERED_TO_ANOTHER, RIDE_NOT_AVAILABLE } from '../modules/rides/ride-accept.service';
import { render, serverText, type ServerMessageId } from './server-text';
import { bookingIssueText, misfitServerText, rideStatusRefusal } from './shared-texts';

const italian = (id: ServerMessageId) => render(serverText(id), 'it');

// design §16: the Italian answers stay the spec's, word for word, wherever the Italian constant also lives.
describe('the server catalogue’s Italian is the shared constants’ Italian', () => {
  it('ride status refusals', () => {
    for (const status of RIDE_STATUSES) expect(render(rideStatusRefusal(status), 'it')).toBe(RIDE_STATUS_REFUSALS[status]);
  });

  it('booking issues', () => {
    for (const key of ['missingAddresses', 'missingSchedule', 'tooSoon', 'tooFar', 'notASlot'] as const) {
      expect(render(bookingIssueText(BOOKING_MESSAGES[key]), 'it')).toBe(BOOKING_MESSAGES[key]);
    }
  });

  it('vehicle misfits, and their English and German', () => {
    for (const feature of VEHICLE_FEATURES) expect(italian(`vehicle.feature.${feature}`)).toBe(VEHICLE_FEATURE_LABELS[feature]);
    const car = { seats: 4, features: [] };
    const needs = { passengers: 6, requirements: ['wheelchair', 'pets'] as const };
    expect(render(misfitServerText(car, needs)!, 'it')).toBe(misfitText(car, needs));
    expect(render(misfitServerText(car, needs)!, 'en')).toBe('Not suitable: 4 seats for 6 passengers, no Wheelchair accessible, no Pets allowed');
    expect(render(misfitServerText(car, needs)!, 'de')).toBe('Nicht geeignet: 4 Sitze für 6 Fahrgäste, ohne Rollstuhlgerecht, ohne Tiere erlaubt');
    expect(misfitServerText({ seats: 8, features: [] }, { passengers: 2, requirements: [] })).toBeNull();
  });

  it('the refusals the tests read as Italian constants', () => {
    expect(italian('admin.assign.excludedByCustomer')).toBe(EXCLUDED_BY_CUSTOMER);
    expect(italian('customers.deletionBlocked.searching')).toBe(DELETION_BLOCKED.searching);
    expect(italian('customers.deletionBlocked.under_way')).toBe(DELETION_BLOCKED.under_way);
    expect(italian('dispatch.noRunningOffer')).toBe(NO_RUNNING_OFFER);
    expect(italian('drivers.notADriver')).toBe(NOT_A_DRIVER);
    expect(italian('drivers.offlineWithActiveRide')).toBe(OFFLINE_WITH_ACTIVE_RIDE);
    expect(italian('rides.bid.driverBusy')).toBe(DRIVER_BUSY);
    expect(italian('rides.bid.driverNotOnline')).toBe(DRIVER_NOT_ONLINE);
    expect(italian('rides.bid.offeredToAnother')).toBe(OFFERED_TO_ANOTHER);
    expect(italian('rides.bid.notAvailable')).toBe(RIDE_NOT_AVAILABLE);
    for (const [key, text] of Object.entries(BID_REFUSALS)) expect(italian(`rides.bid.${key}` as ServerMessageId)).toBe(text);
  });
});
