// Realtime's replication slot belongs to the stack: one logical pgoutput slot while it runs, none
// once it stopped, and a slot a killed run left behind (which would hold back WAL) is replaced at
// the next start. On a stack of this file's own, kept between two starts.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_PASSWORD, PROJECT_ROOT } from '../../supabase/local/config.ts';
import { startPostgres } from '../../supabase/local/postgres.ts';
import { SLOT } from '../../supabase/local/services/realtime/replication.ts';
import { freePort } from '../../supabase/local/stack.ts';
import { startThrowawayStack } from './throwaway-stack.ts';

const dataDir = path.join(PROJECT_ROOT, 'supabase', `.data-test-slot-${process.pid}`);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface SlotRow {
  slot_name: string;
  plugin: string;
  slot_type: string;
  active: boolean;
  confirmed_flush_lsn: string;
}

const SLOTS = `select slot_name, plugin, slot_type, active, confirmed_flush_lsn::text
                 from pg_replication_slots order by slot_name`;

/** Postgres alone on the stack's folder, as a crashed run leaves it: no Realtime service. */
async function withBarePostgres<T>(port: number, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const server = await startPostgres({ dataDir, port, log: () => undefined });
  const db = new pg.Client({
    connectionString: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres`,
  });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
    await server.stop();
  }
}

describe('the realtime replication slot', () => {
  it('is one active pgoutput slot while the stack runs, dropped on stop, and a stale one is replaced at start', async () => {
    const dbPort = await freePort();
    const first = await startThrowawayStack({ dataDir, dbPort, ephemeral: false });
    try {
      const { rows } = await first.pool.query<SlotRow>(SLOTS);
      expect(rows).toEqual([
        expect.objectContaining({ slot_name: SLOT, plugin: 'pgoutput', slot_type: 'logical', active: true }),
      ]);
    } finally {
      await first.stop();
    }

    // Stopped: no slot left. Then a killed run's leftover, and writes it would hold back.
    const staleLsn = await withBarePostgres(dbPort, async (db) => {
      expect((await db.query<SlotRow>(SLOTS)).rows).toEqual([]);
      // Another plugin, so the slot found after the next start cannot be this one reused.
      await db.query(`select pg_create_logical_replication_slot($1, 'test_decoding')`, [SLOT]);
      await db.query(
        `create table public.after_the_crash (id int); insert into public.after_the_crash values (1)`,
      );
      return (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;
    });

    const second = await startThrowawayStack({ dataDir, dbPort, ephemeral: false, reset: false });
    try {
      const { rows } = await second.pool.query<SlotRow & { newer: boolean }>(
        `select slot_name, plugin, active, confirmed_flush_lsn > $1::pg_lsn as newer from pg_replication_slots`,
        [staleLsn],
      );
      // A fresh slot, created after the leftover's writes: nothing from before this start is replayed.
      expect(rows).toEqual([{ slot_name: SLOT, plugin: 'pgoutput', active: true, newer: true }]);
    } finally {
      await second.stop();
    }
  });
});
