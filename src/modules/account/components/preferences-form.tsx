import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { AccountSettings } from '../api/get-account-settings';
import { useUpdateProfile } from '../api/update-profile';

type Visibility = 'public' | 'private';

export function PreferencesForm({ settings }: { settings: AccountSettings }) {
  const [emailNotifications, setEmailNotifications] = useState(settings.email_notifications);
  const [visibility, setVisibility] = useState<Visibility>(
    settings.profile_visibility === 'public' ? 'public' : 'private',
  );
  const update = useUpdateProfile(settings.id);

  const save = () =>
    update.mutate(
      { email_notifications: emailNotifications, profile_visibility: visibility },
      {
        onSuccess: () =>
          toast.success('Settings saved', { description: 'Your account settings were updated.' }),
        onError: (error) => toast.error('Could not save settings', { description: getErrorMessage(error) }),
      },
    );

  return (
    <Card>
      <CardHeader title="Account Settings" description="How we contact you and who can see your profile." />
      <form
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <CheckboxField
          label="Email notifications"
          hint="Get an email when something needs your attention."
          checked={emailNotifications}
          onChange={(e) => setEmailNotifications(e.target.checked)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Profile visibility</legend>
          {(
            [
              ['public', 'Public', 'Other members can see your name and picture.'],
              ['private', 'Private', 'Only you can see your profile.'],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="flex min-h-11 items-start gap-2.5 text-sm">
              <input
                type="radio"
                name="profile-visibility"
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
                className="mt-0.5 size-4.5 accent-brand-700"
              />
              <span>
                <span className="font-medium text-ink">{label}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={update.isPending} className="self-start">
          {update.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </form>
    </Card>
  );
}
