// Animus library budget (ARCHITECTURE.md §6): 50,000 cultivars from 500 growers (half shared with
// the community) in a throw-away stack; the library's fuzzy name search as an Advanced grower
// (rpc/search_cultivars with a misspelt name, the columns the list shows) through PostgREST, next
// to a bare one-table read of the same table by the same grower, in the same run. Budget: search
// p95 within 2× of the bare read's.
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const CULTIVARS = 50_000;
const GROWERS = 500;
const RUNS = 200;
const WARMUP = 30;

const COLUMNS = 'id,name,breeder,accession_type,chemotype,chemotype_source,terpenes,shared,published';
/** "gelatto": one letter too many, as people type it; the list's first page. */
export const SEARCH_QUERY = `rpc/search_cultivars?p_query=gelatto&p_limit=26&select=${COLUMNS}`;
const BARE_QUERY = `animus_cultivars?select=${COLUMNS}&limit=26`;

// Real cultivar names as stems, breeders and numbered phenotypes around them: many near-duplicates,
// as a shared library has.
const SEED_SQL = `
select setseed(0.19);
create temporary table bench_stems (i int, stem text);
insert into bench_stems
select row_number() over () - 1, s from unnest(array[
  'Gelato', 'Blue Dream', 'Sour Diesel', 'OG Kush', 'Girl Scout Cookies', 'Wedding Cake', 'Zkittlez', 'Runtz',
  'Gorilla Glue', 'Northern Lights', 'White Widow', 'Jack Herer', 'Durban Poison', 'Granddaddy Purple',
  'Tangie', 'Chemdawg', 'Skunk', 'Haze', 'Afghani', 'Trainwreck', 'Pineapple Express', 'Lemon Haze',
  'Cherry Pie', 'Sunset Sherbet', 'Mimosa', 'Purple Punch', 'Do-Si-Dos', 'Ice Cream Cake', 'MAC',
  'Biscotti', 'Apple Fritter', 'Banana Kush', 'Strawberry Cough', 'Harlequin', 'ACDC', 'Cannatonic',
  'Charlotte''s Web', 'Bubba Kush', 'Amnesia', 'Critical', 'Big Bud', 'Blueberry', 'Super Lemon Haze',
  'Grape Ape', 'Forbidden Fruit', 'Papaya', 'Mango Kush', 'Black Domina', 'Thai', 'Colombian Gold'
]) s;

insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select ('b2000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'authenticated', 'authenticated',
  'breeder' || g || '@example.com', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
from generate_series(1, ${GROWERS}) g;
update public.profiles set membership_tier = 'Advanced' where id::text like 'b2000000-0000-4000-8000-%';

insert into public.animus_cultivars (user_id, name, breeder, accession_type, sex, declared_chemotype, shared, created_at)
select ('b2000000-0000-4000-8000-' || lpad(to_hex(1 + g % ${GROWERS}), 12, '0'))::uuid,
  s.stem || case g % 4 when 0 then '' when 1 then ' #' || (g % 97) when 2 then ' ' || (g % 45) else ' BX' || (1 + g % 3) end,
  'Breeder ' || (g % 1201),
  (array['clone', 'seed_lot', 'tissue_culture'])[1 + g % 3],
  (array['female', 'male', 'unknown'])[1 + g % 3],
  (array['I', 'I', 'I', 'II', 'III', null])[1 + g % 6],
  g % 2 = 0,
  now() - (g || ' minutes')::interval
from generate_series(1, ${CULTIVARS}) g
join bench_stems s on s.i = g % 50
on conflict do nothing;

analyze;
`;

export async function animusLibraryRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('animus', { seed: false });
  try {
    await stack.pool.query(SEED_SQL);
    const { rows } = await stack.pool.query<{ n: number }>(
      'select count(*)::int as n from public.animus_cultivars',
    );
    const grower = 'b2000000-0000-4000-8000-000000000007';
    const token = await userToken(stack, grower, { email: 'breeder7@example.com' });
    const headers = { apikey: stack.config.anonKey, Authorization: `Bearer ${token}` };
    const get = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/${query}`, { headers });
      const body = (await res.json()) as unknown[];
      const ms = performance.now() - t0;
      if (!res.ok || !Array.isArray(body)) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return { ms, rows: body.length };
    };

    const found = await get(SEARCH_QUERY);
    if (found.rows < 10)
      throw new Error('the library search matched too little; the benchmark would be meaningless');
    for (let i = 0; i < WARMUP; i++) {
      await get(SEARCH_QUERY);
      await get(BARE_QUERY);
    }
    const search: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      search.push((await get(SEARCH_QUERY)).ms);
      bare.push((await get(BARE_QUERY)).ms);
    }
    search.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    const [s50, s95, b50, b95] = [
      percentile(search, 50),
      percentile(search, 95),
      percentile(bare, 50),
      percentile(bare, 95),
    ];
    const ratio = s95 / b95;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    return [
      { metric: `library fuzzy search p50 (${rows[0]!.n} cultivars)`, value: ms(s50), budget: '', ok: true },
      { metric: 'library fuzzy search p95', value: ms(s95), budget: '', ok: true },
      { metric: 'library bare one-table p50', value: ms(b50), budget: '', ok: true },
      { metric: 'library bare one-table p95', value: ms(b95), budget: '', ok: true },
      {
        metric: 'library search / bare (p95)',
        value: `${ratio.toFixed(2)}×`,
        budget: '≤ 2×',
        ok: ratio <= 2,
      },
    ];
  } finally {
    await dispose();
  }
}

// `npx tsx bench/animus-library.ts` runs this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table.ts');
  printTable(await animusLibraryRows());
}
