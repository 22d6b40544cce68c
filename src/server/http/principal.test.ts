import { describe, expect, it } from 'vitest';
import { idsOf, isParty, type Principal, principalFrom, principalId } from './principal';

const customer: Principal = { role: 'customer', customerId: 'c1' };
const driver: Principal = { role: 'driver', driverId: 'd1' };
const office: Principal = { role: 'admin' };

describe('who a principal is', () => {
  it('keeps a customer’s id in the customer column, a driver’s in the driver column, the office in neither', () => {
    expect(idsOf(customer)).toEqual({ customerId: 'c1', driverId: null });
    expect(idsOf(driver)).toEqual({ customerId: null, driverId: 'd1' });
    expect(idsOf(office)).toEqual({ customerId: null, driverId: null });
    expect([customer, driver, office].map(principalId)).toEqual(['c1', 'd1', null]);
  });

  it('reads a row back into the principal it was written from, and refuses ids that do not fit the role', () => {
    for (const principal of [customer, driver, office]) expect(principalFrom(principal.role, idsOf(principal))).toEqual(principal);
    expect(principalFrom('customer', { customerId: null, driverId: 'd1' })).toBeNull();
    expect(principalFrom('driver', { customerId: 'c1', driverId: null })).toBeNull();
  });

  it('is a party only under its own role’s column: the same id in the other column is someone else', () => {
    expect(isParty(customer, { customerId: 'c1', driverId: 'd9' })).toBe(true);
    expect(isParty(driver, { customerId: 'c9', driverId: 'd1' })).toBe(true);
    expect(isParty(driver, { customerId: 'd1', driverId: null })).toBe(false);
    expect(isParty(customer, { customerId: null, driverId: 'c1' })).toBe(false);
    expect(isParty(office, { customerId: null, driverId: null })).toBe(false);
  });
});
