import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender, type SmsLogger } from './console-sms-sender';

function recordingLogger() {
  const lines: string[] = [];
  const logger: SmsLogger = { info: (_obj: unknown, msg?: string) => void lines.push(msg ?? '') } as SmsLogger;
  return { logger, lines };
}

describe('ConsoleSmsSender', () => {
  it('logs the text once and keeps it in the outbox, newest first', async () => {
    const { logger, lines } = recordingLogger();
    let tick = Date.parse('2026-03-01T10:00:00Z');
    const sender = new ConsoleSmsSender(logger, 500, () => new Date((tick += 1000)));

    await sender.send('+393331112222', 'Radio Taxi: il tuo codice è 123456. Valido 10 minuti.');
    await sender.send('+393334445555', 'Radio Taxi: il tuo codice è 654321.');
    await sender.send('+393331112222', 'Nessun codice qui');

    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('123456');
    expect(sender.list().map((m) => m.code)).toEqual([null, '654321', '123456']);
    expect(sender.list('+393331112222')).toEqual([
      { phoneNumber: '+393331112222', text: 'Nessun codice qui', code: null, sentAt: '2026-03-01T10:00:03.000Z' },
      {
        phoneNumber: '+393331112222',
        text: 'Radio Taxi: il tuo codice è 123456. Valido 10 minuti.',
        code: '123456',
        sentAt: '2026-03-01T10:00:01.000Z',
      },
    ]);
  });

  it('takes the first standalone 6-digit group as the code', async () => {
    const sender = new ConsoleSmsSender(recordingLogger().logger);
    await sender.send('+39333', 'Chiama 07751234567 oppure usa 004217 ora, poi 999999');
    expect(sender.list()[0]?.code).toBe('004217');
  });

  it('forgets the oldest messages beyond its bound', async () => {
    const sender = new ConsoleSmsSender(recordingLogger().logger, 3);
    for (let i = 0; i < 5; i += 1) await sender.send('+39333', `codice 10000${i}`);
    expect(sender.list().map((m) => m.code)).toEqual(['100004', '100003', '100002']);
  });
});
