/**
 * Who a request or a live socket speaks for, as the server's layers below the modules (the HTTP pages, the live
 * hub) and the modules themselves name it. The sessions that resolve it are modules/auth's business.
 */
export type Principal =
  | { role: 'customer'; customerId: string }
  | { role: 'driver'; driverId: string }
  | { role: 'admin' };

export type Role = Principal['role'];

/** A valid session: whose it is, the hash of its token (which closes its sockets when it ends) and its expiry. */
export interface ResolvedSession {
  principal: Principal;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * The ids a row keeps for the people it concerns: a session's owner, a ride's customer and accepted driver. A
 * customer's id goes in `customerId`, a driver's in `driverId`; the office's one shared login has neither.
 */
export interface PersonIds {
  customerId: string | null;
  driverId: string | null;
}

/** Which id this principal is known by, and in which of a row's columns: the one place that answers it. */
export function idsOf(principal: Principal): PersonIds {
  switch (principal.role) {
    case 'customer':
      return { customerId: principal.customerId, driverId: null };
    case 'driver':
      return { customerId: null, driverId: principal.driverId };
    case 'admin':
      return { customerId: null, driverId: null };
  }
}

/** This principal's own id (a customer's or a driver's); null for the office. */
export function principalId(principal: Principal): string | null {
  const ids = idsOf(principal);
  return ids.customerId ?? ids.driverId;
}

/** The principal a row's role and ids stand for (`idsOf` read back); null when the ids do not fit the role. */
export function principalFrom(role: Role, ids: PersonIds): Principal | null {
  if (role === 'customer' && ids.customerId) return { role, customerId: ids.customerId };
  if (role === 'driver' && ids.driverId) return { role, driverId: ids.driverId };
  if (role === 'admin') return { role };
  return null;
}

/**
 * The principal is one of the people a row names: its customer, or its driver. The office is nobody's party: where
 * it may act on every row, the caller says so.
 */
export function isParty(principal: Principal, parties: PersonIds): boolean {
  const own = idsOf(principal);
  return (own.customerId !== null && own.customerId === parties.customerId) || (own.driverId !== null && own.driverId === parties.driverId);
}
