// Jest globalTeardown: remove what test/global-setup.ts built.
import fs from 'node:fs';
import { postgresTemplateNames, TEMPLATE_DIR_VARIABLE, TEMPLATE_RUN_VARIABLE } from './template/layout';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  const runId = process.env[TEMPLATE_RUN_VARIABLE];
  if (process.env.TEST_DATABASE_URL && runId) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of Object.values(postgresTemplateNames(runId))) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
