import type { PushSender } from './push-sender';

/** Push is off: nothing is sent and nothing is reported, so callers need no `if (push.enabled)` of their own. */
export class DisabledPushSender implements PushSender {
  readonly enabled = false;
  readonly publicKey = null;

  send(): void {}

  close(): Promise<void> {
    return Promise.resolve();
  }
}
