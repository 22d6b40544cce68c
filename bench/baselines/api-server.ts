/**
 * Baseline of benchmark 4: a bare Fastify + Drizzle server running the product's own list queries
 * (imported, so the baseline follows any change to them) on a copy of the same database. It does the
 * unavoidable work only: one session lookup by token hash, the query, the JSON answer. What the product
 * does beyond that (schemas, hooks, extra reads) is what the ratio shows.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { adminRidesQuerySchema } from '../../src/shared/admin.schemas';
import { openDatabase } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/modules/auth/session.service';
import { listAdminRides } from '../../src/server/modules/admin/admin-rides.queries';
import { biddableRidesFor } from '../../src/server/modules/rides/rides.queries';
import { toRideDto } from '../../src/server/modules/rides/ride.dto';

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dataDir: process.env.DATA_DIR! },
);
const { db } = database;
const app = Fastify({ logger: false });

/** The session behind the cookie `name`, by its token's hash: the one read every product request makes too. */
async function sessionOf(cookieHeader: string | undefined, name: string) {
  const token = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookieHeader ?? '')?.[1];
  if (!token) return undefined;
  const [row] = await db.select({ role: sessions.role, driverId: sessions.driverId }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
  return row;
}

// The driver's own list: what the product's route reads (the requests this driver may take, design §11, §14).
app.get('/api/rides', async (request, reply) => {
  const session = await sessionOf(request.headers.cookie, 'rt_driver');
  if (!session?.driverId) return reply.status(401).send({ error: 'no session' });
  const rows = await biddableRidesFor(db, session.driverId, new Date(), 100);
  return rows.map(toRideDto);
});

app.get('/api/admin/rides', async (request, reply) => {
  if (!(await sessionOf(request.headers.cookie, 'rt_admin'))) return reply.status(401).send({ error: 'no session' });
  return listAdminRides(db, adminRidesQuerySchema.parse(request.query));
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${new URL(address).port}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close()).finally(() => process.exit(0));
});
