import { isIP } from 'node:net';

/**
 * The server posts to whatever endpoint a browser hands in (ADR 141), so an endpoint must look like a push
 * service's: https on a public host name. Without this a signed-in user could make the server post to
 * `http://10.0.0.5/admin` or to itself. Tests and development may use a fake push service on loopback http.
 */
export function endpointRefusal(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Iscrizione alle notifiche non valida';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (allowLoopbackHttp && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'Il servizio di notifiche deve usare https';
  if (url.username || url.password || isIP(host) !== 0 || !host.includes('.') || /(^|\.)(localhost|local|internal|lan|home)$/i.test(host)) {
    return 'Il servizio di notifiche indicato non è valido';
  }
  return null;
}
