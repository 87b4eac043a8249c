// s3rver for the Jest media tests, in a process of its own: its ListObjectsV2 continuation tokens
// are DES-encrypted, which Node 17+ only does with --openssl-legacy-provider, a flag the test
// process cannot turn on. Prints {"port":…} once listening; exits when its parent closes stdin.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => process.exit(0));
