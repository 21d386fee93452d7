import { describe, expect, it } from 'vitest';
import { startFailure } from './postgres.ts';

const dirs = { dataDir: '/srv/canopy/.data', dbDir: '/srv/canopy/.data/db', port: 54322 };

describe('startFailure', () => {
  it('says a full disk is a full disk', () => {
    const e = startFailure(
      ['2026-11-23 LOG: x', 'PANIC:  could not write to file "pg_wal/xlogtemp.9": No space left on device'],
      dirs,
    );
    expect(e.message).toBe(
      'The disk holding /srv/canopy/.data is full (no space left on device): free some space, then start the stack again.',
    );
  });

  it('says a taken port is a taken port', () => {
    const e = startFailure(['LOG:  could not bind IPv4 address "127.0.0.1": Address already in use'], dirs);
    expect(e.message).toMatch(/^Port 54322 \(Postgres\) is in use by another program/);
  });

  it('calls a database Postgres cannot read damaged, naming what Postgres said', () => {
    const e = startFailure(['2026-11-23 UTC [1] FATAL:  incorrect checksum in control file'], dirs);
    expect(e.message).toBe(
      'The database in /srv/canopy/.data/db is damaged or incomplete (incorrect checksum in control file): run `npm run db:reset` to rebuild it (this deletes the local data).',
    );
  });

  it('passes anything else on in one line', () => {
    expect(startFailure(['FATAL:  role "x" does not exist'], dirs).message).toBe(
      'Postgres could not start: role "x" does not exist',
    );
    expect(startFailure([], dirs).message).toBe('Postgres could not start');
  });
});
