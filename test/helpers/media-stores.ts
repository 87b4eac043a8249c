import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearUploads, type StorageOptions } from '@/lib/server/media/storage';
import { startTestS3, type TestS3 } from './s3';

/** One of the two places uploads live, for `describe.each`: set it up in beforeAll, tear it down in afterAll. */
export type TestMediaStore = { name: string; options: () => StorageOptions; setup?: () => Promise<void>; teardown?: () => Promise<void> };

/**
 * Local disk (a temporary directory, removed by `removeDirectory`) and an S3 bucket (s3rver on
 * loopback), so a media test runs the same cases against both.
 */
export function testMediaStores(prefix: string): { stores: TestMediaStore[]; dataDir: string; removeDirectory: () => void } {
  let s3: TestS3 | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const stores: TestMediaStore[] = [
    { name: 'disco local', options: () => ({ dataDir, s3: null }) },
    {
      name: 'bucket S3',
      options: () => ({ s3: s3!.settings() }),
      setup: async () => {
        s3 = await startTestS3();
      },
      teardown: async () => {
        await clearUploads({ s3: s3!.settings() });
        await s3?.dispose();
      },
    },
  ];
  return { stores, dataDir, removeDirectory: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
