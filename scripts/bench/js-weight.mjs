// JavaScript a first visit downloads: the same-origin /_next/static chunks a page's HTML asks for
// (<script src> except nomodule polyfills, <link rel=preload|modulepreload as=script>, and chunk
// paths in the inline RSC payload, which the runtime loads while hydrating), each counted once per
// page, at its gzipped size on the wire (Accept-Encoding: gzip, as a browser sends).
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export const JS_BUDGET_KB = 150;

const wireSizes = new Map();

/** Bytes received for `url` with gzip accepted, and their gzipped size when the server sent them plain. */
function wireSize(url) {
  if (!wireSizes.has(url)) {
    wireSizes.set(
      url,
      new Promise((resolve, reject) => {
        const client = url.startsWith('https:') ? https : http;
        const request = client.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode !== 200) {
              reject(new Error(`${url}: HTTP ${response.statusCode}`));
              return;
            }
            const body = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            resolve({ wire: body.length, gzipped: encoding ? body.length : zlib.gzipSync(body).length, compressed: Boolean(encoding) });
          });
          response.on('error', reject);
        });
        request.on('error', reject);
      }),
    );
  }
  return wireSizes.get(url);
}

export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const found = new Set();
  const skipped = new Set();
  const add = (src) => {
    try {
      const url = new URL(src.replace(/&amp;/g, '&'), pageUrl);
      if (url.origin === origin && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js') && !skipped.has(url.href)) found.add(url.href);
    } catch {
      // not a URL
    }
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(tag);
    if (!src) continue;
    // Polyfills for browsers without modules: a modern browser never downloads them.
    if (/\bnomodule\b/i.test(tag)) skipped.add(new URL(src[1].replace(/&amp;/g, '&'), pageUrl).href);
    else add(src[1]);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel="(?:preload|modulepreload)"/i.test(tag) && (/\bas="script"/i.test(tag) || /modulepreload/i.test(tag))) {
      const href = /\bhref="([^"]+)"/i.exec(tag);
      if (href) add(href[1]);
    }
  }
  // RSC payload: chunk paths inside self.__next_f.push("...") strings (quotes escaped there).
  for (const [chunk] of html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) add(chunk);
  return [...found];
}

/**
 * { kb, scripts, overBudget, compressedByServer } for one page; kb is KiB (1024 bytes) on the wire.
 * Servers leave tiny files (< 1 KB) plain, and those count as sent; when the server compresses
 * nothing at all (compression left to a proxy), every file counts at its gzipped size instead.
 */
export async function jsWeight(pageUrl) {
  const response = await fetch(pageUrl, { headers: { 'Accept-Encoding': 'gzip' } });
  if (!response.ok) throw new Error(`${pageUrl}: HTTP ${response.status}`);
  const urls = scriptUrls(await response.text(), pageUrl);
  const sizes = await Promise.all(urls.map(wireSize));
  const compressedByServer = sizes.some((size) => size.compressed);
  const bytes = sizes.reduce((sum, size) => sum + (compressedByServer ? size.wire : size.gzipped), 0);
  const kb = bytes / 1024;
  return { kb, scripts: urls.length, compressedByServer, overBudget: kb > JS_BUDGET_KB };
}
