// Postgres behaves as a hosted project's where the difference shows through the API or SQL tools.
import { describe, expect, it } from 'vitest';
import { db } from './helpers.ts';

describe('Postgres settings as hosted', () => {
  it('computes query ids, as pg_stat_statements does on hosted: EXPLAIN VERBOSE prints a Query Identifier', async () => {
    const { rows } = await db().query<{ 'QUERY PLAN': Array<Record<string, unknown>> }>(
      'explain (verbose, format json) select id from public.profiles limit 1',
    );
    expect(rows[0]!['QUERY PLAN'][0]).toHaveProperty('Query Identifier');
  });
});
