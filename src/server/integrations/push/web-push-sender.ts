import PQueue from 'p-queue';
import type { BaseLogger } from 'pino';
import { fetch } from 'undici';
import webpush from 'web-push';
import { UPSTREAM_TIMEOUT_MS } from '../upstream-fetch';
import { PushEndpointGuard } from './endpoint-guard';
import {
  MAX_PUSH_PAYLOAD_BYTES,
  type PushMessage,
  type PushResult,
  type PushSender,
  type PushSenderStats,
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
  /** Which endpoints may be posted to, and the connections that reach only checked addresses (design §13). */
  guard?: PushEndpointGuard;
}

export const PUSH_SENDER_DEFAULTS = { timeoutMs: UPSTREAM_TIMEOUT_MS, maxConcurrent: 8, maxQueued: 500 } as const;

/** A message waiting for a free slot, and the means to take it out of the queue. */
interface Waiting {
  priority: number;
  cancel: AbortController;
}

/** Greater runs first: an offer to a driver overtakes a queue of reminders. */
const PRIORITY: Record<PushUrgency, number> = { high: 3, normal: 2, low: 1, 'very-low': 0 };
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
  private readonly maxQueued: number;
  private readonly queue: PQueue;
  private readonly guard: PushEndpointGuard;
  /** Messages not yet started, oldest first. */
  private readonly waiting = new Set<Waiting>();
  private readonly unfinished = new Set<Promise<void>>();
  private closed = false;

  constructor(options: WebPushSenderOptions) {
    this.vapid = options.vapid;
    this.publicKey = options.vapid.publicKey;
    this.onResult = options.onResult;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? PUSH_SENDER_DEFAULTS.timeoutMs;
    this.now = options.now ?? Date.now;
    this.maxQueued = options.maxQueued ?? PUSH_SENDER_DEFAULTS.maxQueued;
    this.guard = options.guard ?? new PushEndpointGuard();
    this.queue = new PQueue({ concurrency: options.maxConcurrent ?? PUSH_SENDER_DEFAULTS.maxConcurrent });
  }

  send(subscription: PushSubscription, message: PushMessage): void {
    const outcome: Promise<PushResult> = this.closed
      ? Promise.resolve({ outcome: 'failed', endpoint: subscription.endpoint, reason: 'push sender closed' })
      : this.enqueue(subscription, message);
    const reported = outcome.then((result) => this.report(result));
    this.unfinished.add(reported);
    void reported.finally(() => this.unfinished.delete(reported));
  }

  stats(): PushSenderStats {
    return { sending: this.queue.pending, waiting: this.waiting.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue.onIdle();
    await Promise.all(this.unfinished);
  }

  private enqueue(subscription: PushSubscription, message: PushMessage): Promise<PushResult> {
    const dropped: PushResult = { outcome: 'failed', endpoint: subscription.endpoint, reason: 'dropped: the push queue is full' };
    const priority = PRIORITY[message.urgency];
    if (this.waiting.size >= this.maxQueued && !this.makeRoom(priority)) return Promise.resolve(dropped);

    const entry: Waiting = { priority, cancel: new AbortController() };
    this.waiting.add(entry);
    const queuedAt = this.now();
    const task = () => {
      this.waiting.delete(entry);
      return this.deliver(subscription, message, queuedAt);
    };
    // `deliver` never rejects, so a rejection is the abort of `makeRoom`.
    return this.queue.add(task, { priority, signal: entry.cancel.signal }).catch(() => dropped);
  }

  /** Takes the oldest of the least urgent waiting messages out of the queue, unless it is more urgent than `priority`. */
  private makeRoom(priority: number): boolean {
    let victim: Waiting | undefined;
    for (const entry of this.waiting) if (!victim || entry.priority < victim.priority) victim = entry;
    if (!victim || victim.priority > priority) return false;
    this.waiting.delete(victim);
    victim.cancel.abort();
    return true;
  }

  /** Never throws: every way a send can end is one `PushResult`. */
  private async deliver(subscription: PushSubscription, message: PushMessage, queuedAt: number): Promise<PushResult> {
    const { endpoint } = subscription;
    const failed = (reason: string, statusCode?: number): PushResult => ({
      outcome: 'failed',
      endpoint,
      reason,
      ...(statusCode === undefined ? {} : { statusCode }),
    });

    // The push service counts the TTL from when it receives the message, so time spent in our queue comes off it.
    const waitedSeconds = Math.floor((this.now() - queuedAt) / 1000);
    const ttl = Math.max(0, message.ttlSeconds - waitedSeconds);
    if (message.ttlSeconds > 0 && ttl === 0) return failed(`expired after ${waitedSeconds} s in the queue`);

    // A subscription stored before the rules (or under looser ones) is held to them at every send.
    const refused = this.guard.refusal(endpoint);
    if (refused) return failed(`endpoint refused: ${refused}`);

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
        // Every connection goes to an address the guard resolved and found public.
        dispatcher: this.guard.dispatcher,
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
