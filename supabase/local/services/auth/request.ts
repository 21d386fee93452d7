// Reading requests the way GoTrue does: JSON bodies (an empty body is `{}`), loosely typed fields.
import type { Context } from 'hono';
import { badRequest } from './errors.ts';
import { isJsonObject, readJsonObject, type JsonObject } from '../../http.ts';

export type Body = Record<string, unknown>;

export function readBody(c: Context): Promise<Body> {
  return readJsonObject(c, (problem) =>
    badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${problem.kind === 'malformed' ? problem.detail : 'not an object'}`,
    ),
  );
}

/** A string field; anything else (missing, null, a number) reads as ''. */
export function str(body: Body, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : '';
}

export function bool(body: Body, key: string): boolean {
  return body[key] === true;
}

/** An object field, or undefined when absent or null; other types are a validation error. */
export function obj(body: Body, key: string): JsonObject | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (!isJsonObject(v)) throw badRequest('validation_failed', `${key} must be an object`);
  return v;
}
