import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageHealth } from '@rehearse/contracts/health';
import type { S3Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { describeS3Error, healthProblem } from './s3-errors';

// One bucket and its client, shared by the stores that keep their keys under a prefix of it
// (recordings/, files/), with one health probe between them.
export type S3Bucket = {
  client: S3Client;
  name: string;
  logger: Logger;
  check: () => Promise<StorageHealth>;
  close: () => void;
};

// No call to the bucket may hang a request: a connection is made within 3 s, an answer starts
// within 30 s (a 5 MB part included), and a socket idle for 60 s (a stalled download, or a player
// that stopped reading) is dropped. The SDK retries a failed call twice more before giving up.
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SOCKET_IDLE_MS = 60_000;
// Each playback streams from its own connection for as long as it plays; the SDK's default of 50
// sockets would queue the 51st viewer behind the others.
const MAX_SOCKETS = 256;
// /api/health is polled by load balancers every few seconds: one HEAD per bucket at most every
// 5 s, and an answer within 2 s even when the bucket's host does not answer.
const PROBE_TIMEOUT_MS = 2_000;
const PROBE_CACHE_MS = 5_000;

export function openS3Bucket(
  config: S3Config,
  logger: Logger,
  options: { probeTimeoutMs?: number; probeCacheMs?: number } = {},
): S3Bucket {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: SOCKET_IDLE_MS,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
  const check = bucketProbe(client, config.bucket, logger, {
    timeoutMs: options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
    cacheMs: options.probeCacheMs ?? PROBE_CACHE_MS,
  });
  return { client, name: config.bucket, logger, check, close: () => client.destroy() };
}

// HeadBucket, the cheapest call that proves the bucket exists and these credentials reach it;
// the answer is kept for `cacheMs` and callers in the meantime share one call. A change between
// available and not is logged once, with the cause.
function bucketProbe(
  client: S3Client,
  bucket: string,
  logger: Logger,
  { timeoutMs, cacheMs }: { timeoutMs: number; cacheMs: number },
): () => Promise<StorageHealth> {
  let last: { at: number; health: Promise<StorageHealth> } | undefined;
  let wasAvailable = true;
  const probe = async (): Promise<StorageHealth> => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      if (!wasAvailable) logger.info('object storage available again');
      wasAvailable = true;
      return { kind: 's3', available: true };
    } catch (error) {
      const problem = healthProblem(error);
      if (wasAvailable)
        logger.warn('object storage unavailable', { problem, ...describeS3Error(error) });
      wasAvailable = false;
      return { kind: 's3', available: false, problem };
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) last = { at: now, health: probe() };
    return last.health;
  };
}
