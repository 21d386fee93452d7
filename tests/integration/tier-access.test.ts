// The team model's tier rule, asked of both of its statements: the database's (has_tier and
// tier_facilities, which Atlas's, Prometheus's and Arca's gates call) and the screens'
// (src/lib/access.ts, fed with the same public.my_facilities rows the app reads). For every demo
// persona, and a team whose members' own plans are above and below their owner's, every tier,
// action, route gate and facility must get the same answer from both.
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTo, can, toWorkplaces, type FacilityAction, type Workplace } from '../../src/lib/access.ts';
import { ALL_TOOLS, MODULES } from '../../src/lib/modules.ts';
import { normalizeTier, TIERS, type Tier } from '../../src/lib/tiers.ts';
import { newTeam } from './atlas-helpers.ts';
import { db, demoUser, setTier, type TestUser } from './helpers.ts';

const ACTIONS: readonly FacilityAction[] = ['read', 'log', 'edit', 'delete', 'manage'];

interface Person {
  label: string;
  user: TestUser;
  tier: Tier;
  workplaces: Workplace[];
}

const people: Person[] = [];

async function person(label: string, user: TestUser): Promise<Person> {
  const { rows } = await db().query<{ membership_tier: string }>(
    'select membership_tier from public.profiles where id = $1',
    [user.id],
  );
  const { data, error } = await user.client.rpc('my_facilities');
  if (error) throw error;
  return { label, user, tier: normalizeTier(rows[0]?.membership_tier), workplaces: toWorkplaces(data) };
}

/** The ids of a set-returning function's rows, as the caller. */
async function ids(user: TestUser, fn: string, args: Record<string, string>): Promise<string[]> {
  const { data, error } = await user.client.rpc(fn as 'tier_facilities', args as never);
  if (error) throw error;
  return (data as unknown as string[]).toSorted();
}

async function hasTier(user: TestUser, tier: Tier): Promise<boolean> {
  const { data, error } = await user.client.rpc('has_tier', { required: tier });
  if (error) throw error;
  return data;
}

/** The screens' facilities for a tier and action: those whose plan reaches it and whose role may. */
function screenFacilities(p: Person, tier: Tier, action: FacilityAction): string[] {
  return accessTo(tier, 'facility', p.tier, p.workplaces)
    .facilities.filter((w) => can(w.role, action))
    .map((w) => w.id)
    .toSorted();
}

beforeAll(async () => {
  const demo = ['free', 'basic', 'advanced', 'pro', 'consultant', 'admin'];
  // A Basic owner whose manager has no plan and whose staff member is on Advanced: the staff
  // member's own plan opens Advanced tools, but not in the owner's facility.
  const team = await newTeam('tier-rule', 'Basic');
  await setTier(team.staff, 'Advanced');
  const users = await Promise.all(demo.map((d) => demoUser(`${d}@example.com`)));
  people.push(
    ...(await Promise.all([
      ...users.map((u, i) => person(demo[i] ?? '', u)),
      person('basic owner', team.owner),
      person('free manager', team.manager),
      person('advanced staff', team.staff),
    ])),
  );
});

describe('the demo data has the team the rule is for', () => {
  it('a Basic staff member and an Advanced manager work at a Professional owner’s facility', () => {
    const basic = people.find((p) => p.label === 'basic');
    const advanced = people.find((p) => p.label === 'advanced');
    expect(basic?.workplaces).toContainEqual(
      expect.objectContaining({ role: 'staff', plan: 'Professional' }),
    );
    expect(advanced?.workplaces).toContainEqual(
      expect.objectContaining({ role: 'manager', plan: 'Professional' }),
    );
  });
});

describe('SQL and TS agree', () => {
  it('on their own plan (has_tier)', async () => {
    for (const p of people)
      for (const tier of TIERS)
        expect([p.label, tier, await hasTier(p.user, tier)]).toEqual([
          p.label,
          tier,
          accessTo(tier, 'personal', p.tier, p.workplaces).own,
        ]);
  });

  it('on the facilities per tier and action (tier_facilities)', async () => {
    for (const p of people)
      for (const tier of TIERS)
        for (const action of ACTIONS)
          expect([
            p.label,
            tier,
            action,
            await ids(p.user, 'tier_facilities', { p_action: action, p_tier: tier }),
          ]).toEqual([p.label, tier, action, screenFacilities(p, tier, action)]);
  });

  it('on Atlas, Prometheus and every Arca tool the database gates by facility', async () => {
    const arca = ALL_TOOLS.filter((t) => t.id.startsWith('arca-') && t.scope === 'facility');
    expect(arca.length).toBeGreaterThan(5);
    for (const p of people)
      for (const action of ACTIONS) {
        expect(await ids(p.user, 'atlas_facilities', { p_action: action })).toEqual(
          screenFacilities(p, 'Professional', action),
        );
        expect(await ids(p.user, 'prometheus_facilities', { p_action: action })).toEqual(
          screenFacilities(p, 'Professional', action),
        );
        for (const t of arca)
          expect([
            p.label,
            t.id,
            action,
            await ids(p.user, 'arca_tool_facilities', { p_action: action, p_tool_id: t.id }),
          ]).toEqual([p.label, t.id, action, screenFacilities(p, t.requiredTier, action)]);
      }
  });

  it('on whether each module and tool opens at all', async () => {
    const gates = [
      ...MODULES.flatMap((m) => [
        { name: m.name, tier: m.linkTier, scope: m.scope },
        { name: `${m.name} pages`, tier: m.requiredTier, scope: m.scope },
      ]),
      ...ALL_TOOLS.map((t) => ({ name: t.name, tier: t.requiredTier, scope: t.scope })),
    ];
    for (const p of people) {
      // The database's answer: the own plan, or (for a facility's data) a facility it can read in.
      const own = new Map<Tier, boolean>();
      const read = new Map<Tier, number>();
      for (const tier of TIERS) {
        own.set(tier, await hasTier(p.user, tier));
        read.set(tier, (await ids(p.user, 'tier_facilities', { p_action: 'read', p_tier: tier })).length);
      }
      for (const g of gates) {
        const database = own.get(g.tier) === true || (g.scope === 'facility' && (read.get(g.tier) ?? 0) > 0);
        expect([p.label, g.name, accessTo(g.tier, g.scope, p.tier, p.workplaces).open]).toEqual([
          p.label,
          g.name,
          database,
        ]);
      }
    }
  });

  it('a Basic staff member opens the Professional owner’s Atlas there, and only there', () => {
    const basic = people.find((p) => p.label === 'basic');
    if (!basic) throw new Error('no basic persona');
    const atlas = accessTo('Professional', 'facility', basic.tier, basic.workplaces);
    expect(atlas).toMatchObject({ open: true, own: false, throughFacility: true });
    expect(atlas.facilities.map((f) => f.plan)).toEqual(atlas.facilities.map(() => 'Professional'));
    // A personal tool above their plan stays locked: no facility's plan opens it.
    expect(accessTo('Professional', 'personal', basic.tier, basic.workplaces).open).toBe(false);
  });
});
