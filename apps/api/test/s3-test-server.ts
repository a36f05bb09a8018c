import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/platform/config';

// An S3-compatible server (s3rver) on a free port of this machine, storing under a temporary
// folder, with one bucket: what the S3 store's tests and API tests run against. s3rver 3.7 does
// not implement AbortMultipartUpload (it answers 405; jamhall/s3rver#784 adds it, unmerged), so
// an aborted upload's parts stay in its folder; they are never an object there either.
export async function startS3TestServer(bucket = 'rehearse-test') {
  const directory = await mkdtemp(join(tmpdir(), 'rehearse-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's own key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    config,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// A port nothing listens on: an S3 endpoint that is down.
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
