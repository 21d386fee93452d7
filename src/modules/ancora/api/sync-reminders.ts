import { supabase } from '@/lib/supabase';

/**
 * Creates the caller's certificate-expiry reminders that are due (90/60/30/7 days before, and on
 * expiry), once each; they arrive in the notification bell. See the ancora_certificates migration
 * for why reminders are made when the app opens rather than on a schedule.
 */
export async function syncReminders(): Promise<number> {
  const { data } = await supabase.rpc('ancora_sync_my_reminders').throwOnError();
  return data ?? 0;
}
