// Input checked with zod before anything is done with it: a body that is not JSON, or does not
// match the schema, is refused with 400 and a message naming each field and what is wrong with it.
import type { z } from './deps.ts';
import { HttpError } from './http.ts';

/** "roomId: Invalid UUID; threshold: Too small: expected number to be >0". */
function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** `value` as the schema reads it, or a 400 `invalid_input` HttpError. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'invalid_input', describe(result.error), result.error.issues);
  }
  return result.data;
}

/** The request's JSON body as the schema reads it; an empty body is `{}`. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = await req.text();
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
    }
  }
  return parseInput(schema, value);
}
