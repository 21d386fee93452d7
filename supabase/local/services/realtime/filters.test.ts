import { postgresChangesFilter } from '@supabase/realtime-js';
import { describe, expect, it } from 'vitest';
import {
  compileConditions,
  conditionsKey,
  FilterError,
  matchesChange,
  parseBinding,
  parseFilter,
  splitTopLevel,
  type Condition,
} from './filters.ts';

describe('parseFilter', () => {
  it('reads the comparison operators', () => {
    for (const op of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const) {
      expect(parseFilter(`id=${op}.5`)).toEqual([{ column: 'id', op, value: '5', negate: false }]);
    }
  });

  it('turns an in-list into a Postgres array literal', () => {
    expect(parseFilter('status=in.(active,pending)')).toEqual([
      { column: 'status', op: 'in', value: '{active,pending}', negate: false },
    ]);
  });

  it('keeps everything after the first dot as the value', () => {
    expect(parseFilter('email=eq.a.b@example.com')[0]!.value).toBe('a.b@example.com');
    expect(parseFilter('body=eq.')[0]!.value).toBe('');
  });

  it('splits AND-ed conditions on top-level commas only', () => {
    expect(splitTopLevel('a=in.(1,2),b=eq."x,y",c=gt.3')).toEqual(['a=in.(1,2)', 'b=eq."x,y"', 'c=gt.3']);
    expect(parseFilter('id=gt.0,id=lt.100').map((c) => c.op)).toEqual(['gt', 'lt']);
  });

  it('reads what the client filter builder writes (quoting, not., is)', () => {
    const built = postgresChangesFilter()
      .eq('name', 'a,b')
      .not('status', 'in', ['x', 'y'])
      .is('deleted_at', null)
      .build();
    expect(parseFilter(built)).toEqual([
      { column: 'name', op: 'eq', value: 'a,b', negate: false },
      { column: 'status', op: 'in', value: '{x,y}', negate: true },
      { column: 'deleted_at', op: 'is', value: 'null', negate: false },
    ]);
  });

  it('unescapes quoted values', () => {
    expect(parseFilter('title=eq."say \\"hi\\""')[0]!.value).toBe('say "hi"');
  });

  it('treats an empty filter as none and rejects malformed ones', () => {
    expect(parseFilter('   ')).toEqual([]);
    expect(() => parseFilter('undefined')).toThrow(FilterError);
    expect(() => parseFilter('id=foo.1')).toThrow(FilterError);
    expect(() => parseFilter('id=eq1')).toThrow(FilterError);
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError);
    expect(() => parseFilter('id=eq.1,,b=eq.2')).toThrow(FilterError);
    expect(() => parseFilter('done=is.maybe')).toThrow(FilterError);
  });
});

describe('parseBinding', () => {
  it('applies hosted defaults', () => {
    expect(parseBinding({ event: '*', schema: 'public' })).toEqual({
      ok: true,
      spec: { event: '*', schema: 'public', table: '*', conditions: [], select: null },
    });
    expect(parseBinding({ event: 'insert', table: 'notes' })).toMatchObject({
      ok: true,
      spec: { event: 'INSERT', schema: 'public', table: 'notes' },
    });
  });

  it('refuses entries without schema or table, bad filters and select on wildcards', () => {
    expect(parseBinding({ event: '*' })).toMatchObject({ ok: false });
    expect(parseBinding({ event: '*', schema: 'public', table: 't', filter: 'x=bogus.1' })).toMatchObject({
      ok: false,
    });
    expect(parseBinding({ event: '*', schema: 'public', select: ['id'] })).toMatchObject({ ok: false });
  });
});

describe('matchesChange', () => {
  const spec = (event: '*' | 'INSERT', schema: string, table: string) => ({
    event,
    schema,
    table,
    conditions: [],
    select: null,
  });
  it('matches schema, table and event, with wildcards', () => {
    expect(matchesChange(spec('*', 'app', 'notes'), 'app', 'notes', 'DELETE')).toBe(true);
    expect(matchesChange(spec('INSERT', 'app', 'notes'), 'app', 'notes', 'UPDATE')).toBe(false);
    expect(matchesChange(spec('*', 'app', '*'), 'app', 'other', 'INSERT')).toBe(true);
    expect(matchesChange(spec('*', 'app', 'notes'), 'public', 'notes', 'INSERT')).toBe(false);
  });
});

describe('compileConditions', () => {
  const compile = (conditions: Condition[]) => {
    const params: string[] = [];
    const sql = compileConditions(conditions, {
      column: (n) => `t."${n}"`,
      typeOf: (n) => (n === 'id' ? 'bigint' : 'text'),
      param: (v) => {
        params.push(v);
        return `$${params.length}`;
      },
    });
    return { sql, params };
  };

  it('passes values as parameters cast to the column type, never inline', () => {
    expect(compile(parseFilter("id=eq.1,body=neq.x'); drop table t; --"))).toEqual({
      sql: `coalesce((t."id" = $1::text::bigint) and (t."body" <> $2::text::text), false)`,
      params: ['1', "x'); drop table t; --"],
    });
  });

  it('compiles in, negation, is and is distinct', () => {
    expect(compile(parseFilter('id=not.in.(1,2)')).sql).toBe(
      'coalesce((not (t."id" = any($1::text::bigint[]))), false)',
    );
    expect(compile(parseFilter('body=is.null')).sql).toBe('coalesce((t."body" is null), false)');
    expect(compile(parseFilter('body=not.is.null')).sql).toBe('coalesce((t."body" is not null), false)');
    expect(compile(parseFilter('body=isdistinct.a')).sql).toBe(
      'coalesce((t."body" is distinct from $1::text::text), false)',
    );
  });

  it('is true without conditions', () => {
    expect(compile([]).sql).toBe('true');
  });

  it('keys equal filters equally', () => {
    expect(conditionsKey(parseFilter('id=eq.1'))).toBe(conditionsKey(parseFilter(' id=eq.1 ')));
    expect(conditionsKey(parseFilter('id=eq.1'))).not.toBe(conditionsKey(parseFilter('id=not.eq.1')));
  });
});
