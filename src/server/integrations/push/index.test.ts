import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createPushSender, DisabledPushSender, WebPushSender, type PushResult } from './index';

const logger = { warn: () => undefined, error: () => undefined };

describe('createPushSender', () => {
  it('sends with VAPID keys, and is off without them', () => {
    const keys = webpush.generateVAPIDKeys();
    const on = createPushSender({ ...keys, subject: 'mailto:centrale@radiotaxi-frosinone.it' }, { onResult: () => undefined, logger });
    const off = createPushSender(null, { onResult: () => undefined, logger });

    expect(on).toBeInstanceOf(WebPushSender);
    expect(on).toMatchObject({ enabled: true, publicKey: keys.publicKey });
    expect(off).toBeInstanceOf(DisabledPushSender);
    expect(off).toMatchObject({ enabled: false, publicKey: null });
  });

  it('when off, takes sends without a request or a result', async () => {
    const results: PushResult[] = [];
    const off = createPushSender(null, { onResult: (result) => void results.push(result), logger });

    off.send(
      { endpoint: 'http://127.0.0.1:1/push/abc', keys: { p256dh: 'x', auth: 'y' } },
      { payload: { type: 'ride_reminder' }, ttlSeconds: 60, urgency: 'low' },
    );
    await off.close();

    expect(results).toEqual([]);
    expect(off.stats()).toEqual({ sending: 0, waiting: 0 });
  });
});
