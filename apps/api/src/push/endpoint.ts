import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may send to this push endpoint. Push services live at https addresses with a
 * host name; an IP literal or localhost would only point the server's own requests at machines
 * behind it. A loopback http endpoint is allowed only with PUSH_ALLOW_LOOPBACK_HTTP (the tests'
 * push service stand-in).
 */
export function endpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host !== 'localhost' && isIP(host) === 0;
}
