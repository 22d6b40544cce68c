import { z } from 'zod';

/** `GET /api/dev/sms-outbox` (design §6): what the console SMS adapter "sent", for developers and tests. */
export const smsOutboxQuerySchema = z.object({ phone: z.string().max(30).optional() });

export const outboxMessageSchema = z.object({
  phoneNumber: z.string(),
  text: z.string(),
  /** The first 6-digit group of the text, so tests and demos need not parse Italian prose. */
  code: z.string().nullable(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Newest first. */
export const smsOutboxSchema = z.array(outboxMessageSchema);
