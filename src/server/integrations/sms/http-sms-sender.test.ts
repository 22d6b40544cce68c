import { afterEach, describe, expect, it } from 'vitest';
import { startJsonServer, type JsonServer } from '../../../../tests/fakes/json-server';
import { HttpSmsSender } from './http-sms-sender';
import { SmsDeliveryError } from './sms-sender';

let gateway: JsonServer | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('HttpSmsSender', () => {
  it('posts {to, from, text} as JSON with the bearer token', async () => {
    gateway = await startJsonServer(() => ({ status: 202, body: { id: 'msg-1' } }));
    const sender = new HttpSmsSender({ url: `${gateway.url}/v1/sms`, token: 's3cret', sender: 'RadioTaxi' });

    await sender.send('+393331112222', 'Il tuo codice è 123456');

    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/sms');
    expect(request?.headers.authorization).toBe('Bearer s3cret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '+393331112222', from: 'RadioTaxi', text: 'Il tuo codice è 123456' });
  });

  it('sends no Authorization header without a token', async () => {
    gateway = await startJsonServer(() => ({ status: 200 }));
    await new HttpSmsSender({ url: gateway.url, token: undefined, sender: 'RadioTaxi' }).send('+39333', 'ciao');
    expect(gateway.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('throws SmsDeliveryError on a non-2xx answer', async () => {
    gateway = await startJsonServer(() => ({ status: 502, body: { error: 'down' } }));
    const sender = new HttpSmsSender({ url: gateway.url, token: undefined, sender: 'RadioTaxi' });
    await expect(sender.send('+39333', 'ciao')).rejects.toMatchObject({ name: 'SmsDeliveryError', status: 502 });
  });

  it('throws SmsDeliveryError when the gateway is too slow or unreachable', async () => {
    gateway = await startJsonServer(() => ({ status: 200, delayMs: 500 }));
    const slow = new HttpSmsSender({ url: gateway.url, token: undefined, sender: 'RadioTaxi', timeoutMs: 50 });
    await expect(slow.send('+39333', 'ciao')).rejects.toBeInstanceOf(SmsDeliveryError);

    const unreachable = new HttpSmsSender({ url: 'http://127.0.0.1:1/', token: undefined, sender: 'RadioTaxi' });
    await expect(unreachable.send('+39333', 'ciao')).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
