// The demo data of supabase/seeds/50_arca_nutrients.sql, as each persona sees it.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type TestUser } from './helpers.ts';

const PRIYA = 'f0000000-0000-4000-8000-000000000201';
const HOFMANN = 'f0000000-0000-4000-8000-000000000301';
const FLOWER_ROOM = 'e0000000-0000-4000-8000-000000000202';
const MOTHER_ROOM = 'e0000000-0000-4000-8000-000000000204';
let basic: TestUser;

beforeAll(async () => {
  basic = await demoUser('basic@example.com');
});

describe('Priya (Basic)', () => {
  it('has a library with the common salts, two stock tanks and a veg tank', async () => {
    const salts = await basic.client
      .from('arca_fertilizers')
      .select('salt_id')
      .eq('facility_id', PRIYA)
      .not('salt_id', 'is', null);
    expect(salts.data!.map((f) => f.salt_id)).toEqual(
      expect.arrayContaining([
        'calcium-nitrate-greenhouse',
        'potassium-nitrate',
        'monopotassium-phosphate',
        'magnesium-sulfate-heptahydrate',
        'potassium-sulfate',
        'iron-dtpa',
      ]),
    );
    const tanks = await basic.client
      .from('arca_tanks')
      .select('name, dilution_ratio, part')
      .eq('facility_id', PRIYA)
      .order('name');
    expect(tanks.data).toEqual([
      { name: 'Stock A', dilution_ratio: 100, part: 'A' },
      { name: 'Stock B', dilution_ratio: 100, part: 'B' },
      { name: 'Veg tank', dilution_ratio: 1, part: 'single' },
    ]);
  });

  it('has twelve weeks of fertility in the Flower Room, near her own N target', async () => {
    const { data, error } = await basic.client.rpc('arca_room_fertility', {
      p_room_id: FLOWER_ROOM,
      p_from: new Date(Date.now() - 85 * 86_400_000).toISOString(),
      p_to: new Date().toISOString(),
    });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(12);
    const full = data!.filter((w) => w.feeds === 7);
    expect(full.length).toBeGreaterThanOrEqual(10);
    for (const week of full) {
      const meanN = Number(week.n_mg) / Number(week.volume_l);
      expect(meanN).toBeGreaterThan(150);
      expect(meanN).toBeLessThan(210);
      expect(Number(week.n_mg_per_plant)).toBeGreaterThan(0);
    }
  });

  it('has one batch whose measured EC gives away a mixing error', async () => {
    const { data } = await basic.client
      .from('arca_batch_records')
      .select('ec_mismatch, notes')
      .eq('facility_id', PRIYA)
      .eq('ec_mismatch', true);
    expect(data).toHaveLength(1);
    expect(data![0]!.notes).toMatch(/Epsom/);
  });

  it('has a running REI in the Mother Room and a PHI in the Flower Room that ends before the planned harvest', async () => {
    const { data: holds } = await basic.client.from('arca_room_holds').select('*').eq('facility_id', PRIYA);
    const mother = holds!.find((h) => h.room_id === MOTHER_ROOM)!;
    expect(mother.rei_products).toBe('Sulfur 80 WG');
    expect(new Date(mother.rei_ends_at!).getTime()).toBeGreaterThan(Date.now());
    const flower = holds!.find((h) => h.room_id === FLOWER_ROOM)!;
    expect(flower.rei_ends_at).toBeNull();
    const harvest = await basic.client
      .from('arca_diary_records')
      .select('occurred_at')
      .eq('facility_id', PRIYA)
      .eq('status', 'planned')
      .eq('event', 'harvest')
      .single();
    expect(new Date(flower.phi_ends_at!).getTime()).toBeLessThan(
      new Date(harvest.data!.occurred_at!).getTime(),
    );
  });

  it('has releases, weekly trap counts and targets of her own; AgroChemLog stays out of reach', async () => {
    const releases = await basic.client
      .from('arca_release_records')
      .select('species')
      .eq('facility_id', PRIYA);
    expect(releases.data!.length).toBe(6);
    const counts = await basic.client.from('arca_scouting_records').select('id').eq('facility_id', PRIYA);
    expect(counts.data!.length).toBe(24);
    const bands = await basic.client
      .from('arca_room_target_bands')
      .select('metric, is_custom')
      .eq('room_id', FLOWER_ROOM)
      .eq('stage', 'flower')
      .eq('is_custom', true);
    expect(bands.data!.map((b) => b.metric)).toEqual(expect.arrayContaining(['vpd', 'feed_n', 'dryback']));
    // Her own facility's (as staff at North Campus she works under its Professional plan there).
    expect(
      (await basic.client.from('arca_compliance_records').select('application_id').eq('facility_id', PRIYA))
        .data,
    ).toEqual([]);
  });
});

describe('Lena (Advanced) and Marcus (Professional)', () => {
  it('Lena has an AgroChemLog record with stock bought and used', async () => {
    const lena = await demoUser('advanced@example.com');
    // Her own greenhouse's (she also manages North Campus, whose sprays are its own).
    const { data } = await lena.client
      .from('arca_compliance_records')
      .select('product, registration_number, applicator')
      .eq('facility_id', HOFMANN);
    expect(data!.length).toBe(6);
    const stock = await lena.client
      .from('arca_stock_on_hand')
      .select('protection_product_id, quantity')
      .eq('facility_id', HOFMANN)
      .not('protection_product_id', 'is', null);
    expect(stock.data!.length).toBe(3);
    for (const s of stock.data!) expect(Number(s.quantity)).toBeGreaterThan(0);
  });

  it('Marcus has guides, a skeleton and Flower 1 on a dated plan that covers today', async () => {
    const marcus = await demoUser('pro@example.com');
    const guides = await marcus.client.from('arca_irrigation_guides').select('name');
    expect(guides.data!.length).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const { data } = await marcus.client
      .from('arca_room_plan_phases')
      .select('name, plan:arca_room_plans!inner(room_id)')
      .lte('starts_on', today)
      .gt('ends_on', today);
    expect(data).toEqual([{ name: 'Bulking', plan: { room_id: 'e0000000-0000-4000-8000-000000000403' } }]);
  });
});
