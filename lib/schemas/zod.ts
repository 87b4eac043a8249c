import { z } from 'zod';
// Named, not z.locales: only this language in the panel's bundle.
import { ptBR } from 'zod/locales';

/*
 * zod as the schemas use it:
 * - in the browser it runs without its JIT: zod probes `new Function` when an object schema is
 *   built, and under the site's CSP (no 'unsafe-eval') Chromium reports that probe as a violation
 *   even though zod catches it;
 * - its own messages (where a schema gives none) are in Portuguese, with the product's
 *   'Campo obrigatório.' for a missing field: they reach people through the API's `campos`.
 * This module must be imported before any schema is built, so every schema module takes `z` from
 * here (eslint enforces it).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export const MISSING_FIELD_MESSAGE = 'Campo obrigatório.';

const portuguese = ptBR().localeError;
z.config({
  localeError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? MISSING_FIELD_MESSAGE : portuguese(issue)),
});

export { z };
