// "Not found" from a function is an HTTP 404 with code PT404, not PostgREST's 500 for P0002, so the
// app shows the spec's not-found message and its retries leave it alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { db, demoUser, newUser, serviceClient, type Client, type TestUser } from './helpers.ts';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

let admin: TestUser;
let advanced: TestUser;
let owner: TestUser;

beforeAll(async () => {
  [admin, advanced, owner] = await Promise.all([
    demoUser('admin@example.com'),
    newUser({ prefix: 'not-found', tier: 'Advanced' }),
    demoUser('pro@example.com'), // owns Green Valley Growers
  ]);
});

describe('functions answer 404 for what does not exist', () => {
  const cases: Array<[string, () => Client, string, Record<string, unknown>]> = [
    [
      'decide_verification',
      () => admin.client,
      'decide_verification',
      { p_verification_id: NOWHERE, p_status: 'approved' },
    ],
    [
      'save_verification_draft',
      () => admin.client,
      'save_verification_draft',
      { p_verification_id: NOWHERE },
    ],
    ['take_over_verification', () => admin.client, 'take_over_verification', { p_verification_id: NOWHERE }],
    [
      'admin_set_consultant_status',
      () => admin.client,
      'admin_set_consultant_status',
      { p_profile_id: NOWHERE, p_status: 'suspended' },
    ],
    [
      'admin_set_certification_verified',
      () => admin.client,
      'admin_set_certification_verified',
      { p_certification_id: NOWHERE, p_verified: true },
    ],
    ['admin_set_tier', () => admin.client, 'admin_set_tier', { p_user_id: NOWHERE, p_tier: 'Basic' }],
    [
      'apply_subscription',
      () => serviceClient(),
      'apply_subscription',
      { p_user_id: NOWHERE, p_tier: 'Basic' },
    ],
    [
      'book_consultation',
      () => advanced.client,
      'book_consultation',
      {
        p_consultant_id: NOWHERE,
        p_start: new Date(Date.now() + 3 * 86400_000).toISOString(),
        p_minutes: 60,
        p_title: 'x',
      },
    ],
    ['cancel_consultation', () => advanced.client, 'cancel_consultation', { p_id: NOWHERE, p_reason: 'x' }],
    ['complete_consultation', () => advanced.client, 'complete_consultation', { p_id: NOWHERE }],
    ['mark_no_show', () => advanced.client, 'mark_no_show', { p_id: NOWHERE }],
    ['rate_consultation', () => advanced.client, 'rate_consultation', { p_id: NOWHERE, p_rating: 5 }],
    [
      'update_consultant_profile',
      () => advanced.client,
      'update_consultant_profile',
      {
        p_id: NOWHERE,
        p_title: 'x',
        p_short_description: 'x',
        p_bio: 'x',
        p_years_experience: 1,
        p_hourly_rate: 100,
        p_has_video_conferencing: false,
        p_calendly_url: null,
        p_zoom_link: null,
        p_available_days: [1],
        p_available_hours: { start: '09:00', end: '17:00' },
        p_time_zone: 'UTC',
        p_specialty_ids: [1],
      },
    ],
    [
      'add_organization_member',
      () => owner.client,
      'add_organization_member',
      { p_organization_id: 'c0000000-0000-4000-8000-000000000001', p_email: 'nobody-at-all@example.com' },
    ],
  ];

  it.each(cases)('%s', async (_name, client, fn, args) => {
    const { error, status } = await client().rpc(fn as never, args as never);
    expect({ status, code: error?.code }).toEqual({ status: 404, code: 'PT404' });
    expect(error?.message).toMatch(/not found|no account|no such/i);
  });

  it('no function in public raises P0002 any more (PostgREST would answer 500)', async () => {
    const { rows } = await db().query<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosrc ~* 'P0002|no_data_found'`);
    expect(rows.map((r) => r.fn)).toEqual([]);
  });
});
