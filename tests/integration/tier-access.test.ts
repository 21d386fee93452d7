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
  database: DatabaseAnswers;
}

const people: Person[] = [];

async function person(label: string, user: TestUser): Promise<Person> {
  const { rows } = await db().query<{ membership_tier: string }>(
    'select membership_tier from public.profiles where id = $1',
    [user.id],
  );
  // The facilities and plans as the app reads them: through the API, as this user.
  const { data, error } = await user.client.rpc('my_facilities');
  if (error) throw error;
  return {
    label,
    user,
    tier: normalizeTier(rows[0]?.membership_tier),
    workplaces: toWorkplaces(data),
    database: await databaseAnswers(user.id),
  };
}

interface DatabaseAnswers {
  has: Record<string, boolean>;
  tier: Record<string, string[]>;
  atlas: Record<string, string[]>;
  prometheus: Record<string, string[]>;
  arca: Record<string, string[]>;
}

const ARCA_FACILITY_TOOLS = ALL_TOOLS.filter((t) => t.id.startsWith('arca-') && t.scope === 'facility');

/**
 * Everything the database answers for one person, asked in one round trip as PostgREST asks
 * (role authenticated, the caller's claims): has_tier per tier, and the facilities of
 * tier_facilities, atlas_facilities, prometheus_facilities and arca_tool_facilities per action.
 */
async function databaseAnswers(userId: string): Promise<DatabaseAnswers> {
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ]);
    const { rows } = await client.query<{ r: DatabaseAnswers }>(
      `select json_build_object(
         'has', (select json_object_agg(t, public.has_tier(t)) from unnest($1::text[]) t),
         'tier', (select json_object_agg(a || '/' || t, array(select x::text from public.tier_facilities(a, t) x))
                  from unnest($2::text[]) a, unnest($1::text[]) t),
         'atlas', (select json_object_agg(a, array(select x::text from public.atlas_facilities(a) x))
                   from unnest($2::text[]) a),
         'prometheus', (select json_object_agg(a, array(select x::text from public.prometheus_facilities(a) x))
                        from unnest($2::text[]) a),
         'arca', (select json_object_agg(a || '/' || t, array(select x::text from public.arca_tool_facilities(a, t) x))
                  from unnest($2::text[]) a, unnest($3::text[]) t)
       ) as r`,
      [TIERS, ACTIONS, ARCA_FACILITY_TOOLS.map((t) => t.id)],
    );
    const answers = rows[0]?.r;
    if (!answers) throw new Error('no answer');
    return answers;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

/** The screens' facilities for a tier and action: those whose plan reaches it and whose role may. */
function screenFacilities(p: Person, tier: Tier, action: FacilityAction): string[] {
  return accessTo(tier, 'facility', p.tier, p.workplaces)
    .facilities.filter((w) => can(w.role, action))
    .map((w) => w.id)
    .sort();
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
  it('on their own plan (has_tier), also through the API', async () => {
    for (const p of people)
      for (const tier of TIERS) {
        const screen = accessTo(tier, 'personal', p.tier, p.workplaces).own;
        expect([p.label, tier, p.database.has[tier]]).toEqual([p.label, tier, screen]);
      }
    // The API answers as the SQL does (one question per person, not the whole matrix).
    for (const p of people) {
      const { data, error } = await p.user.client.rpc('has_tier', { required: 'Professional' });
      expect(error).toBeNull();
      expect(data).toBe(p.database.has.Professional);
    }
  });

  it('on the facilities per tier and action (tier_facilities)', () => {
    for (const p of people)
      for (const tier of TIERS)
        for (const action of ACTIONS)
          expect([p.label, tier, action, sorted(p.database.tier[`${action}/${tier}`])]).toEqual([
            p.label,
            tier,
            action,
            screenFacilities(p, tier, action),
          ]);
  });

  it('on Atlas, Prometheus and every Arca tool the database gates by facility', () => {
    expect(ARCA_FACILITY_TOOLS.length).toBeGreaterThan(5);
    for (const p of people)
      for (const action of ACTIONS) {
        const professional = screenFacilities(p, 'Professional', action);
        expect([p.label, 'atlas', action, sorted(p.database.atlas[action])]).toEqual([
          p.label,
          'atlas',
          action,
          professional,
        ]);
        expect([p.label, 'prometheus', action, sorted(p.database.prometheus[action])]).toEqual([
          p.label,
          'prometheus',
          action,
          professional,
        ]);
        for (const t of ARCA_FACILITY_TOOLS)
          expect([p.label, t.id, action, sorted(p.database.arca[`${action}/${t.id}`])]).toEqual([
            p.label,
            t.id,
            action,
            screenFacilities(p, t.requiredTier, action),
          ]);
      }
  });

  it('on whether each module and tool opens at all', () => {
    const gates = [
      ...MODULES.flatMap((m) => [
        { name: m.name, tier: m.linkTier, scope: m.scope },
        { name: `${m.name} pages`, tier: m.requiredTier, scope: m.scope },
      ]),
      ...ALL_TOOLS.map((t) => ({ name: t.name, tier: t.requiredTier, scope: t.scope })),
    ];
    for (const p of people)
      for (const g of gates) {
        // The database's answer: the own plan, or (for a facility's data) a facility it can read in.
        const reads = p.database.tier[`read/${g.tier}`] ?? [];
        const database = p.database.has[g.tier] === true || (g.scope === 'facility' && reads.length > 0);
        expect([p.label, g.name, accessTo(g.tier, g.scope, p.tier, p.workplaces).open]).toEqual([
          p.label,
          g.name,
          database,
        ]);
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
