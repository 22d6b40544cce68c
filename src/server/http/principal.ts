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
