import { z } from 'zod';

/*
 * zod as the schemas use it. In the browser it runs without its JIT: zod probes `new Function`
 * when an object schema is built, and under the site's CSP (no 'unsafe-eval') Chromium reports
 * that probe as a violation even though zod catches it. This module must be imported before any
 * schema is built, so every schema module takes `z` from here (eslint enforces it).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
