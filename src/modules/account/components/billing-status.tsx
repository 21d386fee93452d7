import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-session';
import { useBillingAccount, useOpenBillingPortal } from '../api/billing';

const tierName = (tier: string) => (tier === 'free' ? 'Free' : tier);
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What the user should know about their paid plan: a failed renewal payment (the grace period and
 * its end) or a change waiting for the end of the paid period, with the way to act on it.
 */
export function BillingStatus() {
  const user = useUser();
  const account = useBillingAccount(user.id).data;
  const portal = useOpenBillingPortal();
  if (!account) return null;

  const manage = (
    <Button variant="secondary" className="mt-2" busy={portal.isPending} onClick={() => portal.mutate()}>
      Update payment details
    </Button>
  );
  if (account.grace_until) {
    return (
      <Alert tone="error">
        <p className="font-semibold">Your last payment failed</p>
        <p>
          Update your card by {longDate(account.grace_until)} to keep your{' '}
          {tierName(account.plan_tier ?? 'free')} plan; after that your plan returns to Free.
        </p>
        {manage}
        {portal.error && <p className="mt-2">{portal.error.message}</p>}
      </Alert>
    );
  }
  if (account.pending_tier && account.pending_from) {
    return (
      <Alert tone="warning">
        {account.pending_tier === 'free'
          ? `Your plan ends on ${longDate(account.pending_from)}; then you are on Free.`
          : `Your plan changes to ${tierName(account.pending_tier)} on ${longDate(account.pending_from)}.`}
      </Alert>
    );
  }
  return null;
}
