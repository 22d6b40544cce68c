import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender, type OutboxStore, type SmsLogger } from './console-sms-sender';
import type { OutboxMessage } from '../../../shared/dev.schemas';

function recordingLogger() {
  const lines: string[] = [];
  const logger: SmsLogger = { info: (obj: unknown, msg?: string) => void lines.push(typeof obj === 'string' ? obj : (msg ?? '')) } as SmsLogger;
  return { logger, lines };
}

/** What the sender hands its outbox, newest first like the database's; the database's own is tested with it. */
function recordingOutbox(): OutboxStore & { added: OutboxMessage[] } {
  const added: OutboxMessage[] = [];
  return {
    added,
    add: async (message) => void added.push(message),
    list: async (phone) => [...added].reverse().filter((m) => phone === undefined || m.phoneNumber === phone),
  };
}

describe('ConsoleSmsSender', () => {
  it('logs the text once and hands it to the outbox with its code and time', async () => {
    const { logger, lines } = recordingLogger();
    const outbox = recordingOutbox();
    let tick = Date.parse('2026-03-01T10:00:00Z');
    const sender = new ConsoleSmsSender(logger, outbox, () => new Date((tick += 1000)));

    await sender.send('+393331112222', 'Radio Taxi: il tuo codice è 123456. Valido 10 minuti.');
    await sender.send('+393331112222', 'Nessun codice qui');

    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('123456');
    // The number is masked (design §13: no phone numbers in the logs); its end tells a developer whose it is.
    expect(lines[0]).not.toContain('3331112222');
    expect(lines[0]).toContain('+39•••••••222');
    expect(await sender.list('+393331112222')).toEqual([
      { phoneNumber: '+393331112222', text: 'Nessun codice qui', code: null, sentAt: '2026-03-01T10:00:02.000Z' },
      {
        phoneNumber: '+393331112222',
        text: 'Radio Taxi: il tuo codice è 123456. Valido 10 minuti.',
        code: '123456',
        sentAt: '2026-03-01T10:00:01.000Z',
      },
    ]);
  });

  it('takes the first standalone 6-digit group as the code', async () => {
    const outbox = recordingOutbox();
    const sender = new ConsoleSmsSender(recordingLogger().logger, outbox);
    await sender.send('+39333', 'Chiama 07751234567 oppure usa 004217 ora, poi 999999');
    expect(outbox.added[0]?.code).toBe('004217');
  });
});
