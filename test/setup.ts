/// <reference types="@testing-library/jest-dom" />
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_VARIABLE } from './template/layout';

// The DOM matchers and the <dialog> polyfill serve the jsdom tests only: the node ones (three in
// four) skip loading them, 169 modules and ≈ 70 ms of CPU a test file.
if (typeof document !== 'undefined') {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on a condition */
  require('@testing-library/jest-dom');
  require('./dialog-polyfill');
  /* eslint-enable @typescript-eslint/no-require-imports */
}

// Tests never touch ./data: secrets come from here, files go to a temporary directory (inside the
// run's template directory when there is one, which the global teardown removes).
process.env.NEXTAUTH_SECRET ??= 'segredo-de-teste-com-tamanho-suficiente-0123456789';
process.env.ENCRYPTION_KEY ??= 'chave-de-teste-com-tamanho-suficiente-0123456789';
process.env.DATA_DIR ??= path.join(process.env[TEMPLATE_DIR_VARIABLE] ?? os.tmpdir(), `sintonia-jest-${process.pid}`);
// Nor a developer's shared services: tests that need Redis or a bucket set their own.
for (const name of ['REDIS_URL', 'S3_BUCKET', 'MEDIA_PUBLIC_URL']) delete process.env[name];
