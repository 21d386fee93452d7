// The local REST API is PostgREST 12.0.2 (the newest the npm registry offers) while hosted projects
// run 13 and later. These tests pin how 12.0.2 answers the newer features the README tells the app
// not to rely on, so the README's "local stack vs hosted" lines stay true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, serviceClient, stack } from './helpers.ts';

const TITLE = 'postgrest-version-test';
let courseId: string;

beforeAll(async () => {
  const svc = serviceClient();
  const course = await svc.from('ancora_courses').select('id').limit(1).single();
  expect(course.error).toBeNull();
  courseId = course.data!.id;
  // Two rows of the test's own, so an update that went through would touch nothing else.
  await db().query(
    `insert into ancora_modules (course_id, position, title)
     values ($1, 997, $2 || ' a'), ($1, 998, $2 || ' b')`,
    [courseId, TITLE],
  );
});

afterAll(async () => {
  await db().query('delete from ancora_modules where title like $1', [`${TITLE}%`]);
});

describe('PostgREST 12.0.2 locally', () => {
  it('is the 12.0.2 binary behind /rest/v1', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(res.status).toBe(200);
    const spec = (await res.json()) as { info: { version: string } };
    expect(spec.info.version).toMatch(/^12\.0\.2\b/);
  });

  it('max-affected (12.2+, `.maxAffected()`): with handling=strict 12.0.2 refuses the request as an invalid preference, and changes nothing', async () => {
    // supabase-js's types already refuse maxAffected() for a PostgREST 12 schema; the call itself
    // still sends `Prefer: handling=strict, max-affected=1`, which is what is checked here.
    const update = serviceClient()
      .from('ancora_modules')
      .update({ summary: 'changed' })
      .like('title', `${TITLE}%`) as unknown as {
      maxAffected(rows: number): PromiseLike<{ error: unknown; status: number }>;
    };
    const { error, status } = await update.maxAffected(1);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
    });
    const { rows } = await db().query<{ summary: string }>(
      'select summary from ancora_modules where title like $1',
      [`${TITLE}%`],
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.summary !== 'changed')).toBe(true);
  });

  it('spreading a to-many embed (13+) is refused with PGRST119', async () => {
    const { error, status } = await serviceClient()
      .from('ancora_courses')
      .select('id, ...ancora_modules(title)' as 'id')
      .eq('id', courseId);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST119' });
  });

  it('an unknown table answers 42P01 with 404, not 13’s PGRST205', async () => {
    const { error, status } = await serviceClient()
      .from('no_such_table' as 'ancora_courses')
      .select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: '42P01' });
  });
});
