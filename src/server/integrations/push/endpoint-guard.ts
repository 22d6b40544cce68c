import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';
import type { ServerMessageId } from '../../i18n/server-text';

/** The addresses a host name resolves to (injected in tests; the system's resolver otherwise). */
export type HostResolver = (host: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export const ENDPOINT_INVALID = 'Il servizio di notifiche indicato non è valido';
const NOT_A_URL = 'Iscrizione alle notifiche non valida';
const NOT_HTTPS = 'Il servizio di notifiche deve usare https';
const NOT_443 = 'Il servizio di notifiche deve usare la porta 443';

/** Each refusal's message in the server catalogue, for the API's answer in the request's language (design §16). */
export const ENDPOINT_REFUSAL_IDS = {
  [ENDPOINT_INVALID]: 'push.endpointInvalid',
  [NOT_A_URL]: 'push.notAUrl',
  [NOT_HTTPS]: 'push.notHttps',
  [NOT_443]: 'push.not443',
} as const satisfies Record<string, ServerMessageId>;

/** Names that never lead to a public push service: special-use and private-use suffixes. */
const INTERNAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|home\.arpa|corp|private|test|invalid|example|onion|arpa)$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** Lower case, without the brackets of an IPv6 literal and without trailing dots (`localhost.` is `localhost`). */
export const normalisedHost = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');

/** Only ordinary unicast addresses are on the internet: not private, loopback, link-local, CGNAT, NAT64, reserved… */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'unicast';
}

export class EndpointRefused extends Error {
  constructor(readonly host: string) {
    super(`push endpoint host ${host} does not resolve to public addresses only`);
    this.name = 'EndpointRefused';
  }
}

/**
 * design §13: the server posts to whatever endpoint a browser hands in (ADR 141), so an endpoint must be a public
 * push service's: https on port 443, a public host name (normalised), and — asked of the resolver, when the
 * browser subscribes and again for every send — public addresses only. At send time the socket connects to the
 * very address that was checked (the `lookup` given to the connection), so a name that answers a public address
 * to the check and a private one to the connection (DNS rebinding) reaches nothing inside. Tests and development
 * may allow a fake push service on loopback (`allowLoopback`).
 */
export class PushEndpointGuard {
  /** What the push sender's requests go through: every connection resolved by `lookup`. */
  readonly dispatcher: Agent;

  constructor(
    private readonly resolve: HostResolver = systemResolver,
    private readonly allowLoopback = false,
  ) {
    this.dispatcher = new Agent({ connect: { lookup: this.lookup } });
  }

  /** The rules a URL alone can be held to, without the network: null when it may be a push service. */
  refusal(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return NOT_A_URL;
    }
    const host = normalisedHost(url);
    if (this.allowLoopback && LOOPBACK_NAMES.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
    if (url.protocol !== 'https:') return NOT_HTTPS;
    if (url.port !== '') return NOT_443;
    if (url.username || url.password || isIP(host) !== 0 || !host.includes('.') || INTERNAL_NAME.test(host)) return ENDPOINT_INVALID;
    return null;
  }

  /** `refusal`, then the host's addresses (when the browser subscribes): null when every one is public. */
  async check(endpoint: string): Promise<string | null> {
    const refused = this.refusal(endpoint);
    if (refused) return refused;
    const host = normalisedHost(new URL(endpoint));
    if (this.allowLoopback && LOOPBACK_NAMES.has(host)) return null;
    try {
      await this.publicAddresses(host);
      return null;
    } catch {
      return ENDPOINT_INVALID;
    }
  }

  private async publicAddresses(host: string): Promise<string[]> {
    const addresses = await this.resolve(host);
    const allowed = (ip: string) => isPublicAddress(ip) || (this.allowLoopback && ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback');
    // Every answer must be public: a name that mixes a private address in is refused whole.
    if (addresses.length === 0 || !addresses.every(allowed)) throw new EndpointRefused(host);
    return addresses;
  }

  /** `net`'s lookup for the push sender's sockets: the checked addresses, or an error, never anything else. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.publicAddresses(hostname.replace(/\.+$/, '')).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EPUSHREFUSED' }), '', 0),
    );
  };
}
