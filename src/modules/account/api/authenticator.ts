// The signed-in user's authenticator app (TOTP through Supabase Auth's MFA API): list, set up,
// confirm with a code (which also raises the session to aal2), remove.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

const FRIENDLY_NAME = 'Authenticator app';

export interface Authenticator {
  id: string;
  createdAt: string;
}

export async function getAuthenticators(): Promise<Authenticator[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.map((f) => ({ id: f.id, createdAt: f.created_at }));
}

export function useAuthenticators(userId: string) {
  return useQuery({ queryKey: accountKeys.factors(userId), queryFn: getAuthenticators });
}

export interface AuthenticatorSetup {
  factorId: string;
  /** An SVG data: URI. */
  qrCode: string;
  secret: string;
}

/** Starts a setup, first dropping any abandoned one (an unverified factor of the same name). */
export async function startAuthenticatorSetup(): Promise<AuthenticatorSetup> {
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all.filter((f) => f.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: FRIENDLY_NAME });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code against the factor; the session becomes aal2 (MFA_CHALLENGE_VERIFIED). */
export async function verifyAuthenticatorCode({ factorId, code }: { factorId: string; code: string }) {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeAuthenticator(factorId: string) {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  // The session drops to aal1 on the server; a refresh brings the new token and factor list here.
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
}

export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: startAuthenticatorSetup });
}

export function useVerifyAuthenticatorCode(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAuthenticatorCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.factors(userId) }),
  });
}

export function useRemoveAuthenticator(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAuthenticator,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.factors(userId) }),
  });
}

/** Abandons a setup that was never confirmed. */
export function useCancelAuthenticatorSetup() {
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
  });
}
