// The account area's demo data (supabase/seeds/10_account.sql), as the demo users see it.
import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/lib/modules.ts';
import { tierRank } from '../../src/lib/tiers.ts';
import { db, demoUser } from './helpers.ts';

describe('seeded account data', () => {
  it.each(['advanced@example.com', 'pro@example.com'])(
    '%s has facilities with rooms, some mapped to AROYA',
    async (email) => {
      const user = await demoUser(email);
      const { data, error } = await user.client
        .from('facilities')
        .select('name, rooms(room_name, room_type, aroya_room_id)');
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      const rooms = data!.flatMap((f) => f.rooms);
      expect(rooms.length).toBeGreaterThan(3);
      expect(rooms.some((r) => r.aroya_room_id !== null)).toBe(true);
      expect(rooms.some((r) => r.aroya_room_id === null)).toBe(true);
    },
  );

  it('quick-access items are known tool ids that each user’s tier allows', async () => {
    const { rows } = await db().query<{
      email: string;
      membership_tier: string;
      quick_access_items: string[];
    }>(
      `select u.email, p.membership_tier, p.quick_access_items
       from public.profiles p join auth.users u on u.id = p.id
       where u.email like '%@example.com' and p.quick_access_items is not null`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      for (const id of row.quick_access_items) {
        const tool = ALL_TOOLS.find((t) => t.id === id);
        expect(tool, `${row.email}: unknown tool ${id}`).toBeDefined();
        expect(
          tierRank(row.membership_tier),
          `${row.email}: ${id} needs ${tool!.requiredTier}`,
        ).toBeGreaterThanOrEqual(tierRank(tool!.requiredTier));
      }
    }
  });
});
