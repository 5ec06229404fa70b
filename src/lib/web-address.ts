/**
 * Web addresses a company names in its settings (embedding and framing origins, e-mail domains),
 * read as a browser reads them (the WHATWG URL parser) and kept in the one form a browser writes.
 */

/** A host name whose last label starts with a letter (a WHATWG URL reads one ending in a number as an IPv4 address), or an IPv4 address. */
const HOST = String.raw`(((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])|([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z]([A-Za-z0-9-]*[A-Za-z0-9])?)`;
/** A port a URL can hold (0 to 65535). */
const PORT = String.raw`(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?`;

/** What a request may name as an origin: an http or https origin, in any case, with or without a trailing `/`. */
export const ORIGIN_PATTERN = `^https?://${HOST}${PORT}/?$`;

/** What a request may name as an e-mail domain: two or more labels, the last of letters (an international name in its `xn--` form). */
export const DOMAIN_NAME_PATTERN = String.raw`^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$`;

/** What a request may name as an OpenID issuer: an https URL, or http on this machine, with no user, query or fragment. */
export const ISSUER_PATTERN = String.raw`^(https://${HOST}|http://(localhost|127\.0\.0\.1|\[::1\]))${PORT}(/[^\s?#\x00-\x1f\x7f]*)?$`;

/** An http(s) origin as a browser writes it: a lower-case host name or a bracketed IPv6 address, and a port. */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[0-9]{1,5})?$/;

/** A domain name of at least two labels whose last is a top-level domain (letters, or an IDN's `xn--`). */
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The origin `text` names (scheme, host, port), as a browser writes it; null unless it is an http
 * or https address with nothing after the origin but a `/` (no path, query, fragment or user).
 */
export function originOf(text: string): string | null {
  if (text.trim() !== text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  // "https://host/?" and "https://host/#" parse to an empty query and fragment: refused as written.
  if (/[?#]/.test(text)) return null;
  return ORIGIN.test(url.origin) ? url.origin : null;
}

/** The domain name `text` is, in lower case (an international name in its `xn--` form); null for anything else (an address, an IP, a single label). */
export function domainNameOf(text: string): string | null {
  if (!/^[^\s/:@?#[\]\\]+$/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  return DOMAIN_NAME.test(host) ? host : null;
}
