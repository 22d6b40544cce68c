import { describe, expect, it } from 'vitest';
import { RIDE_STATUSES } from '@shared/ride-states';
import type { CustomerRideView } from '@shared/rides.schemas';
import { customerCancelReason } from './cancel-reasons';
import { awaitsRating } from './ride-rating';

const view = (status: CustomerRideView['ride']['status'], rated = false, driver = true) =>
  ({ ride: { status }, rated, driver: driver ? { id: 'd1' } : null }) as CustomerRideView;

describe("the customer's end of a ride", () => {
  it('asks for a rating only for a completed ride with a driver, once', () => {
    expect(RIDE_STATUSES.filter((status) => awaitsRating(view(status)))).toEqual(['completed']);
    expect(awaitsRating(view('completed', true))).toBe(false);
    expect(awaitsRating(view('completed', false, false))).toBe(false);
  });

  it('tells the driver where the ride stood when the customer cancelled', () => {
    expect(customerCancelReason('pending')).toBe('Annullata dal cliente durante la ricerca');
    expect(customerCancelReason('accepted')).toBe('Il cliente ha annullato prima dell’arrivo del taxi');
    expect(customerCancelReason('arrived')).toBe('Il cliente ha annullato con il taxi già sul posto');
  });
});
