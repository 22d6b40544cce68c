import type { PushSender, PushSenderStats } from './push-sender';

/** Push is off: nothing is sent and nothing is reported, so callers need no `if (push.enabled)` of their own. */
export class DisabledPushSender implements PushSender {
  readonly enabled = false;
  readonly publicKey = null;

  send(): void {}

  stats(): PushSenderStats {
    return { sending: 0, waiting: 0 };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
