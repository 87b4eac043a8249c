import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorDocumentHtml, type ErrorDocument } from '@/lib/domain/error-document';

/**
 * The answers of a request turned away at the front door: the API's JSON error shape under /api,
 * the site's small error page elsewhere. Never stored by a cache.
 */
export function answerRefusal(request: IncomingMessage, response: ServerResponse, document: ErrorDocument & { codigo: string }, headers: Record<string, string> = {}): void {
  const api = (request.url ?? '').startsWith('/api/');
  const body = api ? JSON.stringify({ message: document.message, codigo: document.codigo }) : errorDocumentHtml(document);
  response.writeHead(document.status, {
    ...headers,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** One log line per interval at most, with how many were left out: a flood must not flood the log. */
export function throttledLog(intervalMs: number, write: (line: string) => void = (line) => console.warn(line)) {
  let lastAt = -Infinity;
  let skipped = 0;
  return (line: string, now = Date.now()) => {
    if (now - lastAt < intervalMs) {
      skipped += 1;
      return;
    }
    write(skipped > 0 ? `${line} (e outras ${skipped} desde a última linha)` : line);
    lastAt = now;
    skipped = 0;
  };
}
