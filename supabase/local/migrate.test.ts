import { describe, expect, it } from 'vitest';
import { outOfOrder, parseMigrationName } from './migrate.ts';
import { migrationVersion } from './new-migration.ts';

describe('migration versions', () => {
  it('reads <YYYYMMDDHHMMSS>_<snake_name>', () => {
    expect(parseMigrationName('20261123211502_arca_records')).toEqual({
      version: '20261123211502',
      name: 'arca_records',
    });
    expect(() => parseMigrationName('0012_agora')).toThrow(/YYYYMMDDHHMMSS/);
    expect(() => parseMigrationName('20261123211502_Arca-Records')).toThrow(/snake_name/);
  });

  it('refuses pending migrations older than the newest applied, as supabase db push does', () => {
    const applied = new Set(['20261122000100', '20261123090000']);
    expect(outOfOrder(['20261123100000'], applied)).toEqual([]);
    expect(outOfOrder(['20261122001700', '20261123100000'], applied)).toEqual(['20261122001700']);
    expect(outOfOrder(['20261122001700'], new Set())).toEqual([]);
  });

  it('names a new migration with the UTC time of writing', () => {
    expect(migrationVersion(new Date('2026-11-23T21:15:02.345Z'))).toBe('20261123211502');
  });
});
