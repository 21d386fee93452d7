// Request plumbing shared by the routes: the caller, JSON bodies and error answers.
import type { Context } from 'hono';
import { readJsonObject } from '../../http.ts';
import { resolveCaller, type Caller } from './caller.ts';
import { ERRORS, toStorageError } from './errors.ts';
import type { StorageDeps } from './types.ts';

export function callerOf(c: Context, deps: StorageDeps): Promise<Caller> {
  return resolveCaller(
    { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') ?? c.req.query('apikey') },
    deps.keys,
  );
}

export type JsonBody = Record<string, unknown>;

/** The request's JSON object body; hosted answers a malformed one with 400. */
export function jsonBody(c: Context): Promise<JsonBody> {
  return readJsonObject(c, (problem) =>
    ERRORS.invalidRequest(problem.kind === 'malformed' ? 'Body is not valid JSON' : 'body must be object'),
  );
}

export function requiredString(body: JsonBody, name: string): string {
  const v = body[name];
  if (typeof v !== 'string' || v === '')
    throw ERRORS.invalidRequest(`body must have required property '${name}'`);
  return v;
}

export function optionalString(body: JsonBody, name: string): string | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw ERRORS.invalidRequest(`body/${name} must be string`);
  return v;
}

export function stringArray(body: JsonBody, name: string): string[] {
  const v = body[name];
  if (!Array.isArray(v)) throw ERRORS.invalidRequest(`body must have required property '${name}'`);
  if (!v.every((x): x is string => typeof x === 'string'))
    throw ERRORS.invalidRequest(`body/${name} must be array of strings`);
  return v;
}

export function param(c: Context, name: string): string {
  const v = c.req.param(name);
  if (v === undefined || v === '')
    throw ERRORS.invalidRequest(`params must have required property '${name}'`);
  return v;
}

export function errorResponse(c: Context, err: unknown, log: (m: string) => void): Response {
  const e = toStorageError(err);
  if (e.responseStatus === 500) log(`${c.req.method} ${c.req.path}: ${String(e.cause ?? e.message)}`);
  const headers: Record<string, string> = e.closeConnection ? { Connection: 'close' } : {};
  // HEAD answers carry no body; the status alone tells storage-js' exists() the object is absent.
  if (c.req.method === 'HEAD') return new Response(null, { status: e.responseStatus, headers });
  return c.json(e.render(), e.responseStatus, headers);
}
