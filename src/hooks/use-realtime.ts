import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';

export interface RealtimeOptions<Row extends Record<string, unknown>> {
  table: string;
  /** A PostgREST-style filter, e.g. `user_id=eq.${id}`; RLS decides what arrives either way. */
  filter?: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** Invalidated on every change, so the screens reading it refetch. */
  queryKey: QueryKey;
  /** Anything else a change should do (e.g. toast an urgent notification). */
  onChange?: (payload: RealtimePostgresChangesPayload<Row>) => void;
  enabled?: boolean;
}

/**
 * Keeps a query live: subscribes to `postgres_changes` on `table` (filtered), invalidates
 * `queryKey` on each change, logs a failed channel and unsubscribes on unmount or when the inputs
 * change.
 */
export function useRealtime<Row extends Record<string, unknown> = Record<string, unknown>>({
  table,
  filter,
  event = '*',
  queryKey,
  onChange,
  enabled = true,
}: RealtimeOptions<Row>) {
  const queryClient = useQueryClient();
  const instance = useId();
  // The latest callback and key without resubscribing when they are new objects each render.
  const latest = useRef({ onChange, queryKey });
  useEffect(() => {
    latest.current = { onChange, queryKey };
  });
  const keyHash = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled) return;
    // Unique per hook instance: two screens on the same table each get (and remove) their own channel.
    const channel = supabase
      .channel(`${table}:${filter ?? 'all'}:${instance}`)
      .on<Row>(
        'postgres_changes',
        { event: event as '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload) => {
          void queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
          latest.current.onChange?.(payload);
        },
      )
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          logger.error(`Realtime channel ${table}: ${status}`, error);
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [table, filter, event, keyHash, enabled, instance, queryClient]);
}
