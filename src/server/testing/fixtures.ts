import type { FastifyInstance } from 'fastify';
import { customers, drivers } from '../db/schema';
import { SESSION_COOKIE } from '../modules/auth/session-cookies';
import type { Principal } from '../modules/auth/session-store';

let sequence = 0;
/** A distinct valid Italian mobile number per call (+39 3xx…), so fixtures never collide. */
export const nextMobile = () => `+39347${String(1_000_000 + ++sequence).slice(-7)}`;

export async function insertCustomer(app: FastifyInstance, phoneNumber = nextMobile()) {
  const [row] = await app.db.insert(customers).values({ phoneNumber }).returning();
  return row!;
}

export async function insertDriver(app: FastifyInstance, values: Partial<typeof drivers.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(drivers)
    .values({
      name: `Taxista ${++sequence}`,
      phoneNumber: nextMobile(),
      licensePlate: `AB${String(100 + sequence).slice(-3)}CD`,
      carModel: 'Fiat Tipo',
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-in cookie without going through SMS: for tests of what happens after login. */
export async function cookieFor(app: FastifyInstance, principal: Principal): Promise<string> {
  const { token } = await app.sessions.create(principal);
  return `${SESSION_COOKIE[principal.role]}=${token}`;
}
