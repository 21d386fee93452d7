// Marketplace list budget (ARCHITECTURE.md §6): 10,000 active consultants with specialties in a
// throw-away stack; the marketplace request (search + specialty + rating + price filters, names and
// specialties built in) through PostgREST with the anon key, next to a bare one-table request on
// the same PostgREST in the same run. Budget: marketplace p95 within 1.25× of the bare one (issue 14)
// and well under 50 ms; the p50 ratio is printed too, being far less noisy on a shared machine.
import { TEST_STACK_LIMITS } from '../supabase/local/config.ts';
import { percentile, startBenchStack } from './bench-stack.ts';
import type { Row } from './table.ts';

const CONSULTANTS = 10_000;
const RUNS = 200;
const WARMUP = 30;

/**
 * The request the marketplace page sends (see
 * supabase/migrations/20261124142041_search_consultants_static.sql): the function returns the
 * card's columns with the name and specialties built in, so there is no `select` and no embed.
 */
export const MARKETPLACE_QUERY =
  'rpc/search_consultants?p_search=steer&p_specialty_ids=%7B8,9%7D&p_min_rating=4&p_min_rate=50' +
  '&p_max_rate=200&p_limit=25&p_offset=0';
const BARE_QUERY = 'agora_consultant_profiles?select=id,title,hourly_rate&status=eq.active&limit=25';

const SEED_SQL = `
select setseed(0.42);
create temporary table bench_words (i int, title text, topic text);
insert into bench_words values
  (0, 'Crop Steering Specialist', 'rockwool crop steering and dryback targets'),
  (1, 'Greenhouse Climate Engineer', 'greenhouse climate, screens and dehumidification'),
  (2, 'Living Soil Consultant', 'no-till living soil and compost teas'),
  (3, 'IPM Advisor', 'biological control and scouting routines'),
  (4, 'Lighting Designer', 'LED fixtures, PPFD maps and DLI planning'),
  (5, 'Hydroponics Engineer', 'recirculating hydroponics and water treatment'),
  (6, 'Breeding Consultant', 'pheno hunts and selection indexes'),
  (7, 'Facility Planner', 'facility design, HVAC sizing and workflows'),
  (8, 'Post-Harvest Specialist', 'drying, curing and trimming workflows'),
  (9, 'Fertigation Engineer', 'drip irrigation, dosers and crop steering shots');

insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select ('b0000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'authenticated', 'authenticated',
  'bench' || g || '@example.com', now(), '{"provider":"email","providers":["email"]}',
  jsonb_build_object('first_name', 'Expert', 'last_name', 'Number ' || g), now(), now()
from generate_series(1, ${CONSULTANTS}) g;

insert into public.agora_consultant_profiles (id, user_id, status, title, short_description, bio,
  years_experience, hourly_rate, has_video_conferencing, rating, total_reviews, total_consultations)
select ('c1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
  ('b0000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'active',
  w.title || ' ' || g, 'Helping growers with ' || w.topic || '.',
  'Consultant ' || g || ' with years of hands-on work in ' || w.topic || '. ' || repeat('Practical advice for commercial teams. ', 5),
  1 + (g % 40), 50 + 5 * (g % 91), g % 3 = 0, round((2 + random() * 3)::numeric, 1), g % 60, g % 80
from generate_series(1, ${CONSULTANTS}) g join bench_words w on w.i = g % 10;

insert into public.agora_consultant_specialties (consultant_id, specialty_id)
select distinct ('c1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 1 + ((g * 7 + k * 11) % 28)
from generate_series(1, ${CONSULTANTS}) g cross join generate_series(0, g % 4) k;

analyze;
`;

export async function marketplaceRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('marketplace', { seed: false, ...TEST_STACK_LIMITS });
  try {
    await stack.pool.query(SEED_SQL);
    const headers = { apikey: stack.config.anonKey, Authorization: `Bearer ${stack.config.anonKey}` };
    const get = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/${query}`, { headers });
      const body = (await res.json()) as unknown[];
      const ms = performance.now() - t0;
      if (!res.ok || !Array.isArray(body)) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return { ms, rows: body.length };
    };

    const found = await get(MARKETPLACE_QUERY);
    if (found.rows === 0)
      throw new Error('the marketplace request matched nothing; the benchmark would be meaningless');
    for (let i = 0; i < WARMUP; i++) {
      await get(MARKETPLACE_QUERY);
      await get(BARE_QUERY);
    }
    const market: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      market.push((await get(MARKETPLACE_QUERY)).ms);
      bare.push((await get(BARE_QUERY)).ms);
    }
    market.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    const [m50, m95, b50, b95] = [
      percentile(market, 50),
      percentile(market, 95),
      percentile(bare, 50),
      percentile(bare, 95),
    ];
    const ratio = m95 / b95;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    return [
      { metric: `marketplace p50 (${CONSULTANTS} consultants)`, value: ms(m50), budget: '', ok: true },
      { metric: 'marketplace p95', value: ms(m95), budget: '< 50 ms', ok: m95 < 50 },
      { metric: 'bare one-table p50', value: ms(b50), budget: '', ok: true },
      { metric: 'bare one-table p95', value: ms(b95), budget: '', ok: true },
      { metric: 'marketplace / bare (p50)', value: `${(m50 / b50).toFixed(2)}×`, budget: '', ok: true },
      {
        metric: 'marketplace / bare (p95)',
        value: `${ratio.toFixed(2)}×`,
        budget: '≤ 1.25×',
        ok: ratio <= 1.25,
      },
    ];
  } finally {
    await dispose();
  }
}
