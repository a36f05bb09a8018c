import type { StorageHealth } from '@rehearse/contracts/health';
import { AppError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { objectMissing } from '../platform/recording-store';

type SdkError = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

const statusOf = (error: unknown) => (error as SdkError)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as SdkError)?.name ?? 'Error';

// What a log line says about an SDK error: its name, HTTP status and message (the logger
// redacts secrets; the SDK's messages carry none).
export const describeS3Error = (error: unknown) => ({
  error: nameOf(error),
  status: statusOf(error),
  message: (error as SdkError)?.message,
});

// Why a bucket cannot be used, for /api/health: a word, never a host, a bucket name or a key.
export function healthProblem(error: unknown): NonNullable<StorageHealth['problem']> {
  const name = nameOf(error);
  const status = statusOf(error);
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') return 'no_bucket';
  if (status === 401 || status === 403) return 'access_denied';
  return 'unreachable';
}

// An S3 failure as the API answers it: a missing object is storage.object_missing (500); anything
// else (no connection, a timeout, a 5xx, refused credentials, a missing bucket) is logged with
// its cause and answered as storage.unavailable (503), never as a hang or a stack trace.
export function storageFailure(
  logger: Logger,
  operation: 'save' | 'open' | 'remove' | 'list',
  key: string | undefined,
  error: unknown,
): AppError {
  if (error instanceof AppError) return error;
  if (key !== undefined && nameOf(error) === 'NoSuchKey') {
    return objectMissing(key);
  }
  logger.error('object storage failed', { operation, key, ...describeS3Error(error) });
  return new AppError('storage.unavailable', 'Stored files cannot be reached right now');
}
