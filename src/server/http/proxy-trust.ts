import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which `X-Forwarded-*` headers to believe (design §13): none (`false`), those written by the last
 * `hops` proxies, or those written by proxies at these addresses. Never "any", which would let a client
 * choose its own address and walk past every per-address limit.
 */
export type ProxyTrust = false | number | string[];

/** proxy-addr's names for the usual private ranges, accepted as entries of the list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/** Parses `TRUST_PROXY`; the message names what is accepted. */
export function parseProxyTrust(value: string): { trust: ProxyTrust } | { problem: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return { trust: false };
  if (/^\d+$/.test(text)) return { trust: Number(text) };
  if (text === 'true') {
    return {
      problem:
        'indicare quanti proxy ci sono davanti (es. 1) o i loro indirizzi (es. 10.0.0.5,10.1.0.0/16): "true" crederebbe a qualunque X-Forwarded-For',
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return { problem: `indirizzi o intervalli non validi: ${bad.join(', ')}` };
  return { trust: entries };
}

/** Fastify's `trustProxy`: a hop count as the function Fastify itself makes of one (its types omit numbers). */
export const fastifyTrustProxy = (trust: ProxyTrust): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

const compiled = (list: string[]) => {
  const trusts = proxyAddr.compile(list);
  return (peer: string) => trusts(peer, 0);
};

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`). */
export const isLoopback = compiled(['loopback']);

/**
 * Whether a raw request (the WebSocket upgrade, which Fastify does not see) came over https: on a TLS
 * socket, or through a trusted proxy that says so in `X-Forwarded-Proto`, read as Fastify reads
 * `request.protocol`.
 */
export function httpsDetector(trust: ProxyTrust): (request: IncomingMessage) => boolean {
  const trustsPeer =
    trust === false ? () => false : typeof trust === 'number' ? () => trust > 0 : compiled(trust);
  return (request) => {
    if ((request.socket as Partial<TLSSocket>).encrypted) return true;
    if (!trustsPeer(request.socket.remoteAddress ?? '')) return false;
    const header = request.headers['x-forwarded-proto'];
    const proto = (Array.isArray(header) ? header.at(-1) : header)?.split(',').at(-1)?.trim();
    return proto === 'https';
  };
}
