import '@testing-library/jest-dom';
import './dialog-polyfill';
import os from 'node:os';
import path from 'node:path';

// Tests never touch ./data: secrets come from here, files go to a temporary directory.
process.env.NEXTAUTH_SECRET ??= 'segredo-de-teste-com-tamanho-suficiente-0123456789';
process.env.ENCRYPTION_KEY ??= 'chave-de-teste-com-tamanho-suficiente-0123456789';
process.env.DATA_DIR ??= path.join(os.tmpdir(), `sintonia-jest-${process.pid}`);
// Nor a developer's shared services: tests that need Redis or a bucket set their own.
for (const name of ['REDIS_URL', 'S3_BUCKET', 'MEDIA_PUBLIC_URL']) delete process.env[name];
