// s3rver for the Jest media tests, in a process of its own: its ListObjectsV2 continuation tokens
// are DES-encrypted, which Node 17+ only does with --openssl-legacy-provider, a flag the test
// process cannot turn on. Prints {"port":…} once listening; exits when its parent closes stdin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

async function readWhole(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// S3 shows an object whole or not at all. s3rver creates the object's file where readers look and
// fills it afterwards, and a reader that finds the empty file answers 200 with no bytes (the
// derived-files test, on a busy machine). Here the body is written aside, the metadata stored,
// and the file moved into place last, as S3 behaves.
FilesystemStore.prototype.putObject = async function putObjectWhole(object) {
  const content = Buffer.isBuffer(object.content) ? object.content : await readWhole(object.content);
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
  const aside = `${objectPath}.${crypto.randomUUID()}.parcial`;
  await fs.promises.writeFile(aside, content);
  const md5 = crypto.createHash('md5').update(content).digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, md5);
  await fs.promises.rename(aside, objectPath);
  return { size: content.length, md5 };
};

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => process.exit(0));
