import Bottleneck from 'bottleneck';
import type { BaseLogger } from 'pino';
import webpush from 'web-push';
import { UPSTREAM_TIMEOUT_MS } from '../upstream-fetch';
import {
  MAX_PUSH_PAYLOAD_BYTES,
  type PushMessage,
  type PushResult,
  type PushSender,
  type PushSubscription,
  type PushUrgency,
} from './push-sender';
import type { VapidDetails } from './vapid-keys';

export type PushLogger = Pick<BaseLogger, 'warn' | 'error'>;

/** Where outcomes go: typically "delete the subscription when `gone`". A throw or rejection is logged, never lost. */
export type PushResultHandler = (result: PushResult) => void | Promise<void>;

export interface WebPushSenderOptions {
  vapid: VapidDetails;
  onResult: PushResultHandler;
  logger: PushLogger;
  /** One request, from connecting to the end of the answer. */
  timeoutMs?: number;
  /** Requests open at once, so a burst (a request offered to every driver) cannot exhaust sockets or memory. */
  maxConcurrent?: number;
  /** Messages waiting for a free slot; past it the least urgent, oldest one is dropped (reported `failed`). */
  maxQueued?: number;
  now?: () => number;
}

export const PUSH_SENDER_DEFAULTS = { timeoutMs: UPSTREAM_TIMEOUT_MS, maxConcurrent: 8, maxQueued: 500 } as const;

/** Bottleneck runs priority 0 first: an offer to a driver overtakes a queue of reminders. */
const PRIORITY: Record<PushUrgency, number> = { high: 2, normal: 4, low: 6, 'very-low': 8 };
/** Enough of a refusal's body to tell why (Apple says `{"reason":"BadJwtToken"}`), not enough to flood the log. */
const REASON_BODY_CHARS = 200;

/**
 * Web Push through the `web-push` library, which encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * token (RFC 8292); the request itself goes out with `fetch`, like every other upstream call, under one deadline
 * that covers connecting, the answer's headers and its body.
 */
export class WebPushSender implements PushSender {
  readonly enabled = true;
  readonly publicKey: string;
  private readonly vapid: VapidDetails;
  private readonly onResult: PushResultHandler;
  private readonly logger: PushLogger;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly limiter: Bottleneck;
  private readonly unfinished = new Set<Promise<void>>();
  private closed = false;

  constructor(options: WebPushSenderOptions) {
    this.vapid = options.vapid;
    this.publicKey = options.vapid.publicKey;
    this.onResult = options.onResult;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? PUSH_SENDER_DEFAULTS.timeoutMs;
    this.now = options.now ?? Date.now;
    this.limiter = new Bottleneck({
      maxConcurrent: options.maxConcurrent ?? PUSH_SENDER_DEFAULTS.maxConcurrent,
      highWater: options.maxQueued ?? PUSH_SENDER_DEFAULTS.maxQueued,
      strategy: Bottleneck.strategy.LEAK,
    });
  }

  send(subscription: PushSubscription, message: PushMessage): void {
    const { endpoint } = subscription;
    const queuedAt = this.now();
    const outcome: Promise<PushResult> = this.closed
      ? Promise.resolve({ outcome: 'failed', endpoint, reason: 'push sender closed' })
      : this.limiter
          .schedule({ priority: PRIORITY[message.urgency] }, () => this.deliver(subscription, message, queuedAt))
          .catch((error: unknown) => ({
            outcome: 'failed' as const,
            endpoint,
            reason: error instanceof Bottleneck.BottleneckError ? 'dropped: the push queue is full' : String(error),
          }));
    const reported = outcome.then((result) => this.report(result));
    this.unfinished.add(reported);
    void reported.finally(() => this.unfinished.delete(reported));
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.limiter.stop({ dropWaitingJobs: false });
    }
    await Promise.all(this.unfinished);
  }

  /** Never throws: every way a send can end is one `PushResult`. */
  private async deliver(subscription: PushSubscription, message: PushMessage, queuedAt: number): Promise<PushResult> {
    const { endpoint } = subscription;
    const failed = (reason: string, statusCode?: number): PushResult => ({ outcome: 'failed', endpoint, reason, statusCode });

    // The push service counts the TTL from when it receives the message, so time spent in our queue comes off it.
    const waitedSeconds = Math.floor((this.now() - queuedAt) / 1000);
    const ttl = Math.max(0, message.ttlSeconds - waitedSeconds);
    if (message.ttlSeconds > 0 && ttl === 0) return failed(`expired after ${waitedSeconds} s in the queue`);

    const body = JSON.stringify(message.payload);
    const bytes = Buffer.byteLength(body);
    if (bytes > MAX_PUSH_PAYLOAD_BYTES) return failed(`payload of ${bytes} bytes exceeds ${MAX_PUSH_PAYLOAD_BYTES}`);

    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails(subscription, body, {
        vapidDetails: this.vapid,
        TTL: ttl,
        urgency: message.urgency,
        ...(message.topic === undefined ? {} : { topic: message.topic }),
      });
    } catch (error) {
      // A malformed subscription (keys of the wrong length) or topic: nothing a retry would fix.
      return failed(`not sendable: ${error instanceof Error ? error.message : String(error)}`);
    }

    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: headersForFetch(request.headers),
        body: request.body === null ? null : new Uint8Array(request.body),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      if (response.ok) {
        await response.body?.cancel();
        return { outcome: 'sent', endpoint };
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { outcome: 'gone', endpoint, statusCode: response.status };
      }
      const text = (await response.text()).slice(0, REASON_BODY_CHARS);
      return failed(`push service answered ${response.status}${text ? `: ${text}` : ''}`, response.status);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return failed(`no answer within ${this.timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return failed(`push service unreachable: ${cause}`);
    }
  }

  private async report(result: PushResult): Promise<void> {
    if (result.outcome === 'failed') {
      // The endpoint is a capability URL (whoever knows it can push to the device): only its origin is logged.
      this.logger.warn(
        { push: { service: originOf(result.endpoint), reason: result.reason, statusCode: result.statusCode } },
        'push not delivered',
      );
    }
    try {
      await this.onResult(result);
    } catch (err) {
      this.logger.error({ err, push: { service: originOf(result.endpoint), outcome: result.outcome } }, 'push result handler failed');
    }
  }
}

/** web-push writes numbers (`TTL`) and a `Content-Length` that `fetch` computes itself. */
function headersForFetch(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid endpoint';
  }
}
