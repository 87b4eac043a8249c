import { config } from 'zod/mini';

/*
 * zod's tree-shakable build, for schemas a public page runs in the browser: the whole of zod is
 * about 80 KB gzipped, more than half a public page's JavaScript budget, while a
 * zod/mini schema brings only the checks it uses. Configured for the CSP like ./zod.ts (the
 * setting is zod's global one, shared by both builds). Re-exported name by name (`export *`), not
 * as one `z` object, which would keep every export in the bundle: import it as `* as z`.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export * from 'zod/mini';
