import { UPSTREAM_TIMEOUT_MS } from '../upstream-fetch';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  sender: string;
  timeoutMs?: number;
}

/** Production sender: a generic JSON gateway, `POST {to, from, text}`, any 2xx meaning accepted. */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: phoneNumber, from: this.options.sender, text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new SmsDeliveryError('SMS gateway unreachable', undefined, { cause });
    }
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`, response.status);
  }
}
