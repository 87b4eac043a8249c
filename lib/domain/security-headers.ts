/*
 * The security headers. Public pages are cached whole, so their HTML
 * cannot carry a per-request nonce: their policy allows inline scripts (Next's own payload) but
 * nothing from another origin, no plugins, no <base>, forms only to this site. The panel is
 * rendered per request and keeps the API token in localStorage (SPEC §4.3): its policy allows only
 * scripts carrying that request's nonce ('strict-dynamic' lets them load Next's chunks).
 */

import { isPanelPath } from './panel-path';

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** What every page may load: images and the radio stream from anywhere, video frames from YouTube. */
const CONTENT: Directives = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  // The station's stream may be plain http (SPEC: the URL is a setting).
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
};

const PUBLIC_CSP = serialize({ ...CONTENT, 'script-src': ["'self'", "'unsafe-inline'"], 'frame-ancestors': ["'self'"] });
const PUBLIC_CSP_DEVELOPMENT = serialize({ ...CONTENT, 'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"], 'frame-ancestors': ["'self'"] });

/** The same for every public page, so built once (it is sent on every request). */
export function publicPageCsp(development = false): string {
  return development ? PUBLIC_CSP_DEVELOPMENT : PUBLIC_CSP;
}

/** `development` adds 'unsafe-eval', which Next's dev server needs and production never does. */
export function panelCsp(nonce: string, development = false): string {
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])];
  return serialize({ ...CONTENT, 'script-src': script, 'frame-ancestors': ["'none'"] });
}

/** The API answers JSON only: nothing in it may load or frame anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** On every response, pages and API alike. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Autoplay stays allowed (the live player); the rest is never used by the site.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export type RequestFacts = { path: string; https: boolean; development: boolean };

/**
 * The headers our server puts on a response before the app writes it. The panel's CSP is not here:
 * it carries the request's nonce, which the proxy makes (proxy.ts).
 */
export function securityHeadersFor({ path, https, development }: RequestFacts): Record<string, string> {
  const headers: Record<string, string> = { ...COMMON_SECURITY_HEADERS };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  if (path === '/api' || path.startsWith('/api/')) {
    headers['Content-Security-Policy'] = API_CSP;
    headers['X-Frame-Options'] = 'DENY';
  } else if (isPanelPath(path)) {
    headers['X-Frame-Options'] = 'DENY';
  } else {
    headers['Content-Security-Policy'] = publicPageCsp(development);
    headers['X-Frame-Options'] = 'SAMEORIGIN';
  }
  return headers;
}
