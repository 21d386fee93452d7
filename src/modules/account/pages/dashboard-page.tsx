import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-session';
import { useSignOut } from '@/hooks/use-sign-out';
import { useProfile } from '../api/get-profile';

export function DashboardPage() {
  const user = useUser();
  const profile = useProfile(user.id);
  const signOut = useSignOut();
  const firstName = profile.data?.first_name;

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-brand-950 sm:text-3xl">
            {profile.isPending ? (
              <span className="inline-block h-8 w-56 max-w-full animate-pulse rounded-md bg-brand-100 align-middle">
                <span className="sr-only">Loading...</span>
              </span>
            ) : firstName ? (
              `Welcome, ${firstName}`
            ) : (
              'Welcome'
            )}
          </h1>
          <p className="mt-2 text-sm break-all text-muted">Signed in as {user.email ?? user.phone}</p>
        </div>
        <Button
          variant="secondary"
          busy={signOut.isPending}
          onClick={() => signOut.mutate()}
          className="shrink-0 sm:self-center"
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      </section>
      {profile.isError && (
        <p role="alert" className="text-sm text-danger-700">
          Your profile could not be loaded. Some details may be missing.
        </p>
      )}
    </div>
  );
}
