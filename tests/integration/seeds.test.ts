// Demo data never reaches a real project: reference data (supabase/reference/, safe anywhere) and
// demo data (supabase/seeds/, personas with a published password) are separate, config.toml loads
// reference data first, and nothing that makes accounts or people is allowed into reference data.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, readProjectConfig } from '../../supabase/local/config.ts';
import { db } from './helpers.ts';

const REFERENCE = path.join(PROJECT_ROOT, 'supabase', 'reference');
const DEMO = path.join(PROJECT_ROOT, 'supabase', 'seeds');

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));

/** Why a seed file counts as demo data (accounts, people, passwords), or nothing. */
function demoMarkers(sql: string): string[] {
  const checks: Array<[RegExp, string]> = [
    [/\b(insert\s+into|update|delete\s+from)\s+auth\./i, 'writes to the auth schema'],
    [/@example\.(com|org|net)/i, 'names an example.com address'],
    [/\bcrypt\s*\(|canopy-demo-\d{4}/i, 'sets a password'],
    [/a0000000-0000-4000-8000-0000000001\d\d|a0000000-0000-4000-8000-00000000000\d/, 'uses a demo user id'],
  ];
  return checks.filter(([re]) => re.test(sql)).map(([, why]) => why);
}

describe('seed files', () => {
  it('config.toml loads reference data first, then the demo seeds', () => {
    expect(readProjectConfig().seedPaths).toEqual(['./reference/*.sql', './seeds/*.sql']);
  });

  it('the demo seeds are recognised as demo data (the check below can fail)', () => {
    const accounts = readFileSync(path.join(DEMO, '00_accounts.sql'), 'utf8');
    expect(demoMarkers(accounts)).toEqual([
      'writes to the auth schema',
      'names an example.com address',
      'sets a password',
      'uses a demo user id',
    ]);
  });

  it('no reference file creates accounts, people or passwords', () => {
    const offending = sqlFiles(REFERENCE)
      .map((f) => ({ file: path.relative(PROJECT_ROOT, f), why: demoMarkers(readFileSync(f, 'utf8')) }))
      .filter((r) => r.why.length > 0);
    expect(offending).toEqual([]);
  });

  it('every reference file runs twice without error and without touching auth', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      const users = async () =>
        (await client.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;
      const before = await users();
      for (const file of sqlFiles(REFERENCE)) {
        const sql = readFileSync(file, 'utf8');
        await client.query(sql);
        await client.query(sql);
      }
      expect(await users()).toBe(before);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
