import { DrizzleQueryError } from 'drizzle-orm';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../config';

/**
 * The server's one logger configuration (design §13): what a log line may carry is decided here, not at each
 * call site. No request's URL, body or headers are logged (http/request-log.ts writes its own line), cookies and
 * tokens are redacted wherever they appear, and errors pass through `errorWithoutData`.
 */
export function logOptions(level: Config['logLevel'], stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      // Defence in depth: a call site that logs an object holding one of these still does not write it.
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.tokenHash', '*.token', '*.phoneNumber'],
      censor: '[rimosso]',
    },
    serializers: { err: errorWithoutData },
  };
}

/** Fields of an error (and of the driver's errors it wraps) that describe the failure without the data. */
const DESCRIPTIVE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine', 'errno', 'syscall'] as const;
/** SQLSTATE class 22 (data exception): PostgreSQL quotes the offending value in the message. */
const QUOTES_THE_VALUE = /^22/;
const MAX_CAUSES = 5;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/**
 * Drizzle wraps a failing statement in `DrizzleQueryError`, whose message ends with the statement's parameters
 * (a session's token hash, a phone number, an address); pg's errors add `detail` ("Key (phone_number)=(+39…)
 * already exists"). What is logged of an error and its causes is its type, its message without those, its stack
 * and the fields that say what failed; never the parameters, the detail or any other property a library added.
 */
export function errorWithoutData(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < MAX_CAUSES; e = e.cause) chain.push(e);
  const messages = chain.map(messageWithoutData);
  const logged: LoggedError = {
    type: err.constructor.name,
    message: messages.join(': '),
    stack: chain
      .map((e, i) => e.stack?.replace(e.message, messages[i]!))
      .filter(Boolean)
      .join('\ncaused by: '),
  };
  for (const e of chain) {
    for (const field of DESCRIPTIVE_FIELDS) {
      const value = (e as unknown as Record<string, unknown>)[field];
      if (logged[field] === undefined && (typeof value === 'string' || typeof value === 'number')) logged[field] = value;
    }
  }
  return logged;
}

function messageWithoutData(err: Error): string {
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && QUOTES_THE_VALUE.test(code)) return err.message.replace(/:\s*".*$/s, '');
  return err.message;
}
