import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OutboxMessage } from '../../../shared/dev.schemas';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';


/** How many messages the outbox keeps; the oldest beyond go. A development aid, not an archive. */
const KEPT_MESSAGES = 500;

/**
 * The console adapter's outbox (design §6) in the database: every instance behind a balancer writes to
 * and reads from the same one.
 */
export class SmsOutbox {
  constructor(
    private readonly db: Db,
    private readonly kept = KEPT_MESSAGES,
  ) {}

  async add(message: OutboxMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({ ...message, sentAt: new Date(message.sentAt) });
    const beyond = this.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.id))
      .offset(this.kept);
    await this.db.delete(smsOutbox).where(inArray(smsOutbox.id, sql`(${beyond})`));
  }

  /** Newest first; only the given phone's messages when one is given. */
  async list(phoneNumber?: string): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(smsOutbox)
      .where(phoneNumber === undefined ? undefined : eq(smsOutbox.phoneNumber, phoneNumber))
      .orderBy(desc(smsOutbox.id))
      .limit(this.kept);
    return rows.map((row) => ({
      phoneNumber: row.phoneNumber,
      text: row.text,
      code: row.code,
      sentAt: row.sentAt.toISOString(),
    }));
  }

  /** The messages to a number (its owner deleting their data, design §13). */
  async forget(phoneNumber: string): Promise<void> {
    await this.db.delete(smsOutbox).where(eq(smsOutbox.phoneNumber, phoneNumber));
  }

  /** Retention: messages sent before `cutoff`. */
  async forgetBefore(cutoff: Date): Promise<void> {
    await this.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, cutoff));
  }
}
