import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ConsoleSmsSender, type SmsLogger } from './console-sms-sender';
import { HttpSmsSender } from './http-sms-sender';
import { SmsOutbox } from './sms-outbox';
import type { SmsSender } from './sms-sender';

export { ConsoleSmsSender, type OutboxStore, type SmsLogger } from './console-sms-sender';
export { countedSmsSender } from './counted-sms-sender';
export { HttpSmsSender, type HttpSmsOptions } from './http-sms-sender';
export { SmsOutbox } from './sms-outbox';
export type { OutboxMessage } from '../../../shared/dev.schemas';
export { SmsDeliveryError, type SmsSender } from './sms-sender';

/** The dev outbox route exists only when this returns a `ConsoleSmsSender` (check with `instanceof`). */
export function createSmsSender(config: Config['sms'], logger: SmsLogger, db: Db, now?: () => Date): SmsSender {
  if (config.provider === 'http') {
    return new HttpSmsSender({ url: config.url, token: config.token, sender: config.sender });
  }
  return new ConsoleSmsSender(logger, new SmsOutbox(db), now);
}
