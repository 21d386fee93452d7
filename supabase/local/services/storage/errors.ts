// Errors shaped like the Storage API's: the body carries the real status in `statusCode` (a
// string) while the HTTP status is 400 for every client error, as hosted projects answer.
import pg from 'pg';
import { isDatabaseUnavailable } from '../../db.ts';

export interface ErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  readonly httpStatusCode: number;
  readonly code: string;
  /** The legacy `error` field; hosted falls back to the code when there is none. */
  readonly error: string | undefined;
  /** Set when the request body was left unread: the socket cannot be reused after the answer. */
  closeConnection = false;

  constructor(opts: {
    httpStatusCode: number;
    code: string;
    message: string;
    error?: string;
    cause?: unknown;
  }) {
    super(opts.message, { cause: opts.cause });
    this.name = 'StorageError';
    this.httpStatusCode = opts.httpStatusCode;
    this.code = opts.code;
    this.error = opts.error;
  }

  /** Hosted sends server errors as they are; every client failure goes out as 400. */
  get responseStatus(): 400 | 500 | 503 {
    return this.httpStatusCode === 500 || this.httpStatusCode === 503 ? this.httpStatusCode : 400;
  }

  withConnectionClose(): this {
    this.closeConnection = true;
    return this;
  }

  render(): ErrorBody {
    return {
      statusCode: String(this.httpStatusCode),
      code: this.code,
      error: this.error ?? this.code,
      message: this.message,
    };
  }
}

type Opts = ConstructorParameters<typeof StorageError>[0];
const make = (opts: Opts) => new StorageError(opts);

/** The errors this service raises, with hosted's codes and texts (supabase/storage internal/errors). */
export const ERRORS = {
  noSuchBucket: () =>
    make({
      httpStatusCode: 404,
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  noSuchKey: () =>
    make({ httpStatusCode: 404, code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }),
  /** The object's row exists but its bytes are gone (the renderer's answer). */
  missingFile: () =>
    make({
      httpStatusCode: 404,
      code: 'NoSuchKey',
      error: 'Not found',
      message: 'The resource was not found',
    }),
  accessDenied: (message = 'Access denied', cause?: unknown) =>
    make({ httpStatusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message, cause }),
  resourceAlreadyExists: (cause?: unknown) =>
    make({
      httpStatusCode: 409,
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
      cause,
    }),
  keyAlreadyExists: (cause?: unknown) =>
    make({
      httpStatusCode: 409,
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
      cause,
    }),
  bucketAlreadyExists: (cause?: unknown) =>
    make({
      httpStatusCode: 409,
      code: 'BucketAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
      cause,
    }),
  bucketNotEmpty: () =>
    make({
      httpStatusCode: 409,
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    }),
  entityTooLarge: () =>
    make({
      httpStatusCode: 413,
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    }),
  invalidMimeType: (mimeType: string) =>
    make({
      httpStatusCode: 415,
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  invalidKey: (key: string) =>
    make({ httpStatusCode: 400, code: 'InvalidKey', message: `Invalid key: ${key}` }),
  invalidBucketName: () =>
    make({
      httpStatusCode: 400,
      code: 'InvalidBucketName',
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    }),
  invalidJwt: (message = 'Invalid JWT') => make({ httpStatusCode: 400, code: 'InvalidJWT', message }),
  invalidSignature: (message = 'Invalid signature') =>
    make({ httpStatusCode: 400, code: 'InvalidSignature', message }),
  expiredToken: () =>
    make({ httpStatusCode: 400, code: 'ExpiredToken', message: 'The provided token has expired.' }),
  invalidRequest: (message = 'Invalid Request') =>
    make({ httpStatusCode: 400, code: 'InvalidRequest', message }),
  invalidParameter: (name: string) =>
    make({ httpStatusCode: 400, code: 'InvalidParameter', message: `Invalid Parameter ${name}` }),
  missingParameter: (name: string) =>
    make({ httpStatusCode: 400, code: 'MissingParameter', message: `Missing Required Parameter ${name}` }),
  noContentProvided: () =>
    make({ httpStatusCode: 400, code: 'InvalidRequest', message: 'No content provided' }),
  invalidFileSizeLimit: () =>
    make({
      httpStatusCode: 400,
      code: 'InvalidRequest',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    }),
  relatedResourceNotFound: (cause?: unknown) =>
    make({
      httpStatusCode: 404,
      code: 'InvalidRequest',
      message: 'The related resource does not exist',
      cause,
    }),
  /** Postgres is away (killed, restarting): worth retrying in a moment. */
  databaseUnavailable: (cause?: unknown) =>
    make({
      httpStatusCode: 503,
      code: 'DatabaseError',
      error: 'Service Unavailable',
      message: 'Database unavailable, please retry',
      cause,
    }),
  internal: (message = 'Internal server error', cause?: unknown) =>
    make({ httpStatusCode: 500, code: 'InternalError', error: 'Internal', message, cause }),
};

/** Maps a Postgres error raised while acting as the caller, the way hosted's DBError does. */
export function fromPgError(err: pg.DatabaseError): StorageError {
  switch (err.code) {
    case '42501':
      return ERRORS.accessDenied(
        err.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : err.message,
        err,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists(err);
    case '23503':
      return ERRORS.relatedResourceNotFound(err);
    case '22P02':
      return make({ httpStatusCode: 400, code: 'InvalidParameter', message: err.message, cause: err });
    default:
      return make({
        httpStatusCode: 500,
        code: 'DatabaseError',
        message: `database error, code: ${err.code}`,
        cause: err,
      });
  }
}

/** Any thrown value as a StorageError (unknown failures become a 500). */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (isDatabaseUnavailable(err)) return ERRORS.databaseUnavailable(err);
  if (err instanceof pg.DatabaseError) return fromPgError(err);
  return ERRORS.internal(err instanceof Error ? err.message : 'Internal server error', err);
}

/** Runs `fn`, turning a unique violation into `instead` (objects and buckets have their own codes). */
export async function onDuplicate<T>(
  fn: () => Promise<T>,
  instead: (cause: unknown) => StorageError,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof pg.DatabaseError && err.code === '23505') throw instead(err);
    throw err;
  }
}
