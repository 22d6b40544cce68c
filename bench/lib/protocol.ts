/** Messages between the bench orchestrator and its load-generator child process (lib/load-worker.ts). */
export interface HttpRequestSpec {
  url: string;
  method: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
}

export interface ClientSpec {
  cookie?: string;
  /** Sent after the socket opens; the client counts as connected once `identified` comes back. */
  identify?: { userType: 'customer' | 'driver' | 'admin'; userId?: string };
  /** Appended to the URL (the bare baselines route by query string instead of sessions). */
  query?: string;
}

export type WorkerCommand =
  | { cmd: 'connect'; pool: string; url: string; clients: ClientSpec[]; concurrency: number; timeoutMs: number }
  | { cmd: 'close'; pool: string }
  | {
      cmd: 'dispatch';
      pool: string;
      requests: HttpRequestSpec[];
      /** Where the new ride's id is in the HTTP answer. */
      idPath: string[];
      timeoutMs: number;
    }
  | { cmd: 'accept'; customerPool: string; requests: Array<HttpRequestSpec & { rideId: string }>; timeoutMs: number }
  | {
      cmd: 'relay';
      driverPool: string;
      customerPool: string;
      /** Index of the driver's socket in driverPool, and the driver id its messages carry. */
      drivers: Array<{ socket: number; driverId: string }>;
      ratePerSec: number;
      durationMs: number;
      drainMs: number;
    }
  | {
      cmd: 'fleet';
      /** Every taxi's socket, in the order of `drivers`. */
      driverPool: string;
      drivers: Array<{ driverId: string; cookie: string; lat: number; lon: number }>;
      /** Each taxi sends its position this often, the sends spread evenly over the period. */
      positionEveryMs: number;
      bookings: HttpRequestSpec[];
      bookingsPerSec: number;
      /** The offered taxi bids this long after the offer reached it, as a driver's tap would. */
      acceptAfterMs: number;
      baseUrl: string;
      healthEveryMs: number;
      drainMs: number;
    };

export interface ConnectResult {
  connected: number;
  failed: number;
  firstError?: string;
  ms: number;
}

export interface DispatchResult {
  /** Per ride: last driver's receive time minus the earlier of the POST's answer and the first frame (ms). */
  latencies: number[];
  /** Per ride: last driver's receive time minus the POST's answer time: negative when all came before it. */
  afterAnswer: number[];
  /** Per ride: how many sockets never got the frame before the timeout. */
  missing: number[];
  httpMs: number[];
  errors: string[];
  sampleFrame?: string;
}

export interface AcceptResult {
  latencies: number[];
  /** From sending the bid to the customer's `ride_accepted`: what the customer waits after the tap. */
  endToEnd: number[];
  httpMs: number[];
  missing: number;
  /** Customers who had `ride_accepted` before the driver had the bid's answer (counted as 0 ms). */
  beforeAnswer: number;
  errors: string[];
}

export interface RelayResult {
  latencies: number[];
  sent: number;
  delivered: number;
  /** Achieved send rate: below the offered one when the generator itself could not keep up. */
  sentPerSec: number;
  errors: string[];
}

export interface FleetResult {
  /** Booking POST sent → its answer. */
  bookingMs: number[];
  /** Booking POST sent → the `ride_offer` frame at the offered taxi's socket. */
  offerMs: number[];
  /** Bookings whose offer never reached a taxi (broadcast instead, or lost). */
  noOffer: number;
  accepted: number;
  healthMs: number[];
  positionsSent: number;
  /** The five slowest offers: when each booking was sent (ms after the first) and its two times, to line up with the server's log. */
  slowest: { atMs: number; answerMs: number; offerMs: number }[];
  /** The load generator's own event-loop delay over the run, p99 and max (ms): its lateness is in every figure. */
  loadLoopDelayMs: { p99: number; max: number };
  errors: string[];
}

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };
