import { supabase } from '@/lib/supabase';

/** The slugs of the organisations the user belongs to (organization_users → organizations.slug). */
export async function getOrganizationSlugs(userId: string): Promise<string[]> {
  const { data } = await supabase
    .from('organization_users')
    .select('organization:organizations(slug)')
    .eq('user_id', userId)
    .throwOnError();
  return data.flatMap((row) => (row.organization?.slug ? [row.organization.slug] : []));
}
