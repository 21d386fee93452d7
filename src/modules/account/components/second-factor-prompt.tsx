import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAuthenticatorCode } from './use-authenticator-code';

/**
 * The second step of signing in for someone with an authenticator app: the session is aal1 until
 * a current code raises it to aal2; only then does the auth guard show the page asked for.
 */
export function SecondFactorPrompt({ userId, factorId }: { userId: string; factorId: string }) {
  // On success the session provider sees MFA_CHALLENGE_VERIFIED and the guard shows the page.
  const { submit, field, pending } = useAuthenticatorCode(userId, factorId);
  const signOut = useSignOut();

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-8">
      <Card>
        <h1 className="text-xl font-semibold tracking-tight text-brand-950">Two-step sign-in</h1>
        <p className="mt-1 text-sm text-muted">
          Enter the 6-digit code from your authenticator app to continue.
        </p>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextField label="Authentication code" {...field} />
          <Button type="submit" busy={pending} className="w-full">
            Verify
          </Button>
          <Button
            variant="ghost"
            busy={signOut.isPending}
            onClick={() => signOut.mutate()}
            className="w-full"
          >
            Sign out
          </Button>
        </form>
      </Card>
    </div>
  );
}
