import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { profileDetailsSchema, type ProfileDetailsInput } from '../account-schemas';
import { useDeleteAccount } from '../api/delete-account';
import type { AccountSettings } from '../api/get-account-settings';
import { useUpdateProfile } from '../api/update-profile';
import { UPLOAD_RULES, uploadAccept, uploadHint, uploadProblem } from '@/lib/uploads';
import { useUploadAvatar } from '../api/upload-avatar';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { NameFields } from './person-fields';
import { Avatar } from '@/components/ui/avatar';

export function ProfileDetails({
  settings,
  email,
  pendingEmail,
}: {
  settings: AccountSettings;
  email: string;
  /** An address change waiting for its confirmation links (GoTrue's `new_email`). */
  pendingEmail: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-4">
      <DetailsCard settings={settings} />
      <EmailCard email={email} pendingEmail={pendingEmail} />
      <PasswordCard email={email} />
      <DeleteAccountCard userId={settings.id} />
    </div>
  );
}

function DetailsCard({ settings }: { settings: AccountSettings }) {
  const update = useUpdateProfile(settings.id);
  const upload = useUploadAvatar(settings.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileDetailsInput>({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: { firstName: settings.first_name ?? '', lastName: settings.last_name ?? '' },
  });
  const [first, last] = useWatch({ control, name: ['firstName', 'lastName'] });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(UPLOAD_RULES.avatars, file);
    setFileError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => toast.success('Profile picture updated'),
      onError: (error) =>
        toast.error('Upload failed', { description: getErrorMessage(error, {}, (error as Error).message) }),
    });
  };

  return (
    <Card>
      <CardHeader title="Your details" description="Your name and picture as others see them." />
      <div className="mb-5 flex flex-wrap items-center gap-4">
        <Avatar url={settings.avatar_url} firstName={first} lastName={last} size="lg" label="Profile" />
        <div className="flex flex-col gap-1">
          <input
            ref={fileInput}
            type="file"
            accept={uploadAccept(UPLOAD_RULES.avatars)}
            aria-label="Profile picture file"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="secondary" busy={upload.isPending} onClick={() => fileInput.current?.click()}>
            {upload.isPending ? 'Uploading...' : 'Upload picture'}
          </Button>
          <p className="text-xs text-muted">{uploadHint(UPLOAD_RULES.avatars)}</p>
          {fileError && (
            <p role="alert" className="text-xs font-medium text-danger-700">
              {fileError}
            </p>
          )}
        </div>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) =>
          update.mutate(
            { first_name: values.firstName || null, last_name: values.lastName || null },
            {
              onSuccess: () => toast.success('Profile updated'),
              onError: (error) =>
                toast.error('Could not update profile', { description: getErrorMessage(error) }),
            },
          ),
        )}
      >
        <NameFields
          first={register('firstName')}
          last={register('lastName')}
          errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
        />
        <Button type="submit" busy={update.isPending} className="self-start">
          {update.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </form>
    </Card>
  );
}

function DeleteAccountCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount(userId);
  return (
    <Card className="border-danger-200">
      <CardHeader
        title="Delete account"
        description="Closes your account and signs you out. Your stored integration keys are removed."
      />
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="You will be signed out and will not be able to sign in with this account again."
        confirmLabel="Delete my account"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onError: (error) =>
              toast.error('Could not delete account', { description: getErrorMessage(error) }),
          })
        }
      />
    </Card>
  );
}
