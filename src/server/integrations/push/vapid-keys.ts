import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { ConfigError } from '../../config';

/** The application server's P-256 key pair, base64url without padding (the form browsers take as `applicationServerKey`). */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** What every push request is signed with (RFC 8292): the pair and a contact for the push service's operators. */
export interface VapidDetails extends VapidKeyPair {
  subject: string;
}

/**
 * Where generated keys are kept so that every instance, and every restart, signs with the same pair: a browser's
 * subscription is bound to the public key it was made with, and a new pair would silence every subscribed device.
 */
export interface VapidKeyStore {
  load(): Promise<VapidKeyPair | null>;
  /** Keeps `keys` unless a pair is already kept, and answers the kept pair: when two instances race, the first wins. */
  saveIfAbsent(keys: VapidKeyPair): Promise<VapidKeyPair>;
}

/** `VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` / `VAPID_SUBJECT`, each undefined when not set. */
export interface VapidSettings {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string | undefined;
}

export interface ResolvedVapid {
  details: VapidDetails;
  keySource: 'environment' | 'stored' | 'generated';
  /** True when no `VAPID_SUBJECT` was given: the start log should ask for one (see `DEFAULT_VAPID_SUBJECT`). */
  defaultSubject: boolean;
}

/**
 * A placeholder until `VAPID_SUBJECT` names the co-operative's own address or site: push services' operators
 * write there about our traffic, and Apple's refuses subjects nobody can reach (`localhost`, `.invalid`…).
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:radiotaxi@example.com';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PUBLIC_KEY_BYTES = 65; // uncompressed point: 0x04 ‖ x ‖ y
const PRIVATE_KEY_BYTES = 32;
/** Hosts that no push service operator can write to; Apple answers 403 BadJwtToken to them. */
const UNREACHABLE_HOST = /(^|\.)(localhost|local|invalid|test|example)$/i;

/**
 * The keys from the environment when set (checked: a wrong pair stops the start with `ConfigError`), else the
 * stored pair, else a new pair generated once and stored.
 */
export async function resolveVapidKeys(settings: VapidSettings, store: VapidKeyStore): Promise<ResolvedVapid> {
  const problems = subjectProblems(settings.subject);
  const given = settings.publicKey !== undefined || settings.privateKey !== undefined;
  if (given) problems.push(...givenKeyProblems(settings));
  if (problems.length > 0) throw new ConfigError(problems);

  const subject = settings.subject ?? DEFAULT_VAPID_SUBJECT;
  const defaultSubject = settings.subject === undefined;
  if (given) {
    const pair = { publicKey: settings.publicKey ?? '', privateKey: settings.privateKey ?? '' };
    return { details: { ...pair, subject }, keySource: 'environment', defaultSubject };
  }

  const stored = await store.load();
  if (stored) return { details: { ...checkedStoredPair(stored), subject }, keySource: 'stored', defaultSubject };

  const generated = webpush.generateVAPIDKeys();
  const kept = await store.saveIfAbsent({ publicKey: generated.publicKey, privateKey: generated.privateKey });
  const keySource = kept.publicKey === generated.publicKey ? 'generated' : 'stored';
  return { details: { ...checkedStoredPair(kept), subject }, keySource, defaultSubject };
}

/** The reasons `pair` cannot sign VAPID tokens, each naming the setting to fix; empty when it can. */
export function vapidKeyPairProblems(
  pair: VapidKeyPair,
  names = { publicKey: 'VAPID_PUBLIC_KEY', privateKey: 'VAPID_PRIVATE_KEY' },
): string[] {
  const problems: string[] = [];
  const publicBytes = decodeBase64Url(pair.publicKey);
  const privateBytes = decodeBase64Url(pair.privateKey);
  if (publicBytes?.length !== PUBLIC_KEY_BYTES || publicBytes[0] !== 0x04) {
    problems.push(`${names.publicKey}: serve una chiave pubblica P-256 non compressa (65 byte) in base64url`);
  }
  if (privateBytes?.length !== PRIVATE_KEY_BYTES) {
    problems.push(`${names.privateKey}: serve una chiave privata P-256 (32 byte) in base64url`);
  }
  if (problems.length > 0 || !publicBytes || !privateBytes) return problems;

  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateBytes);
  } catch {
    return [`${names.privateKey}: non è una chiave privata P-256 valida`];
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) {
    return [`${names.privateKey}: non corrisponde a ${names.publicKey} (le due chiavi devono essere della stessa coppia)`];
  }
  return [];
}

function givenKeyProblems(settings: VapidSettings): string[] {
  if (settings.publicKey === undefined || settings.privateKey === undefined) {
    return ['VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: vanno impostate entrambe (o nessuna, per generarle al primo avvio)'];
  }
  return vapidKeyPairProblems({ publicKey: settings.publicKey, privateKey: settings.privateKey });
}

function subjectProblems(subject: string | undefined): string[] {
  if (subject === undefined) return [];
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return ['VAPID_SUBJECT: serve un indirizzo mailto: o https: (es. mailto:centrale@radiotaxi.it)'];
  }
  const host = url.protocol === 'mailto:' ? url.pathname.split('@')[1] : url.protocol === 'https:' ? url.hostname : undefined;
  if (host === undefined) return ['VAPID_SUBJECT: serve un indirizzo mailto: o https: (es. mailto:centrale@radiotaxi.it)'];
  if (!host.includes('.') || UNREACHABLE_HOST.test(host)) {
    return [`VAPID_SUBJECT: ${host || 'il dominio'} non è raggiungibile; i servizi push (Apple) lo rifiutano`];
  }
  return [];
}

function checkedStoredPair(pair: VapidKeyPair): VapidKeyPair {
  const problems = vapidKeyPairProblems(pair, { publicKey: 'chiave pubblica', privateKey: 'chiave privata' });
  if (problems.length > 0) {
    throw new Error(`Le chiavi VAPID salvate non sono valide (${problems.join('; ')}).`);
  }
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

function decodeBase64Url(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** Keeps the pair for the life of the process: for tests, and for code that has no database. */
export class MemoryVapidKeyStore implements VapidKeyStore {
  private pair: VapidKeyPair | null;

  constructor(initial: VapidKeyPair | null = null) {
    this.pair = initial;
  }

  load(): Promise<VapidKeyPair | null> {
    return Promise.resolve(this.pair);
  }

  saveIfAbsent(keys: VapidKeyPair): Promise<VapidKeyPair> {
    this.pair ??= { ...keys };
    return Promise.resolve(this.pair);
  }
}
