import { formatDateTime } from '@/lib/format';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { useRealtime } from '@/hooks/use-realtime';
import { useUser } from '@/hooks/use-session';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteOrganizationMessage } from '../api/delete-organization-message';
import { useOrganizationMembers } from '../api/get-organization-members';
import { useOrganizationMessages } from '../api/get-organization-messages';
import { clientsKeys } from '../api/keys';
import { usePostOrganizationMessage } from '../api/post-organization-message';
import { useCurrentOrganization } from '../components/use-current-organization';
import { fullName } from '@/lib/names';

const MAX_BODY = 4000;

/** The organisation's message board; live through realtime (delivered to members only). */
export function CommunicationPage() {
  const org = useCurrentOrganization();
  const user = useUser();
  const messages = useOrganizationMessages(org.id);
  const members = useOrganizationMembers(org.id);
  const post = usePostOrganizationMessage(org.id);
  const remove = useDeleteOrganizationMessage(org.id);
  const [body, setBody] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  useRealtime({
    table: 'organization_messages',
    filter: `organization_id=eq.${org.id}`,
    queryKey: clientsKeys.messages(org.id),
  });

  const names = new Map(
    (members.data ?? []).map((m) => [m.user_id, fullName(m.first_name, m.last_name, 'Member')]),
  );

  const send = () => {
    const text = body.trim();
    if (!text) return;
    post.mutate(
      { orgId: org.id, body: text },
      {
        onSuccess: () => setBody(''),
        onError: (error) => toast.error('Message not sent', { description: getErrorMessage(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title="Communication"
        description="Messages between your organisation and its consultants."
      />
      {messages.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : messages.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Messages could not be loaded.
        </p>
      ) : messages.data.length === 0 ? (
        <p className="py-4 text-sm text-muted">No messages yet. Start the conversation.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Messages">
          {messages.data.map((m) => (
            <li key={m.id} className="rounded-xl border border-line p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-sm font-semibold text-ink">
                  {m.author_id === user.id ? 'You' : (names.get(m.author_id ?? '') ?? 'Former member')}
                </span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  {formatDateTime(m.created_at)}
                  {(m.author_id === user.id || org.role === 'owner') && (
                    <button
                      type="button"
                      className="font-semibold text-danger-700 hover:underline"
                      aria-label="Delete message"
                      onClick={() => setDeleting(m.id)}
                    >
                      Delete
                    </button>
                  )}
                </span>
              </div>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="mt-4 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <TextAreaField
          label="New message"
          rows={3}
          maxLength={MAX_BODY}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" busy={post.isPending} disabled={!body.trim()} className="self-end">
          Send
        </Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete message?"
        description="The message will be removed for every member."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast.error('Could not delete message', { description: getErrorMessage(error) }),
          })
        }
      />
    </Card>
  );
}
