import { describe, expect, it } from 'vitest';
import { rowSecurityExpression, type PolicyMeta, type TableMeta } from './catalog.ts';

const everyone = { anon: true, authenticated: true, service_role: true };
const signedIn = { anon: false, authenticated: true, service_role: false };

function table(rls: boolean, policies: PolicyMeta[]): TableMeta {
  return {
    schema: 's',
    table: 't',
    columns: [],
    pk: ['id'],
    identity: ['id'],
    rls,
    policies,
    bypassRls: { anon: false, authenticated: false, service_role: true },
  };
}

describe('rowSecurityExpression', () => {
  it('lets everything through without RLS, and for a role that bypasses it', () => {
    expect(rowSecurityExpression(table(false, []), 'anon')).toBe('true');
    expect(rowSecurityExpression(table(true, []), 'service_role')).toBe('true');
  });

  it('denies a role no permissive policy applies to, as Postgres does', () => {
    const meta = table(true, [{ permissive: true, qual: 'owner = auth.uid()', appliesTo: signedIn }]);
    expect(rowSecurityExpression(meta, 'anon')).toBe('false');
  });

  it("or's the permissive policies and and's the restrictive ones", () => {
    const meta = table(true, [
      { permissive: true, qual: 'a', appliesTo: signedIn },
      { permissive: true, qual: 'b', appliesTo: everyone },
      { permissive: false, qual: 'c', appliesTo: signedIn },
      { permissive: false, qual: 'd', appliesTo: { ...signedIn, authenticated: false } },
    ]);
    expect(rowSecurityExpression(meta, 'authenticated')).toBe('coalesce(((a) or (b)) and (c), false)');
    expect(rowSecurityExpression(meta, 'anon')).toBe('coalesce(((b)), false)');
  });
});
