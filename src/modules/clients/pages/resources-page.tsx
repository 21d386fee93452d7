import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { UPLOAD_RULES, uploadAccept, uploadHint, uploadProblem } from '@/lib/uploads';
import { useAddOrganizationResource } from '../api/add-organization-resource';
import { useDeleteOrganizationResource } from '../api/delete-organization-resource';
import {
  getResourceFileUrl,
  useOrganizationResources,
  type OrganizationResource,
  type ResourceSection,
} from '../api/get-organization-resources';
import { useCurrentOrganization } from '../components/use-current-organization';

export function ResourcesPage() {
  return (
    <ResourceList
      section="resources"
      title="Resources"
      description="Documents and links shared with your organisation."
    />
  );
}

export function EducationPage() {
  return (
    <ResourceList
      section="education"
      title="Education"
      description="Training material for your organisation."
    />
  );
}

function ResourceList({
  section,
  title,
  description,
}: {
  section: ResourceSection;
  title: string;
  description: string;
}) {
  const org = useCurrentOrganization();
  const resources = useOrganizationResources(org.id, section);
  const remove = useDeleteOrganizationResource(org.id, section);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OrganizationResource | null>(null);
  const isOwner = org.role === 'owner';

  const openFile = async (resource: OrganizationResource) => {
    try {
      window.open(await getResourceFileUrl(resource.storage_path!), '_blank', 'noopener');
    } catch (error) {
      toast.error('Could not open file', { description: getErrorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        actions={isOwner ? <Button onClick={() => setAdding(true)}>Add resource</Button> : undefined}
      />
      {resources.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : resources.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {title} could not be loaded.
        </p>
      ) : resources.data.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} yet`} description="Shared items will appear here." />
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={title}>
          {resources.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                {r.kind === 'link' ? (
                  <a
                    href={r.url!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {r.title}
                  </a>
                ) : (
                  <button
                    type="button"
                    onClick={() => void openFile(r)}
                    className="text-left font-medium break-words text-brand-700 hover:underline"
                  >
                    {r.title} <span className="text-xs text-muted">(file)</span>
                  </button>
                )}
                {r.description && <p className="text-sm text-muted">{r.description}</p>}
              </div>
              {isOwner && (
                <Button
                  variant="ghost"
                  className="h-9 text-danger-700"
                  aria-label={`Delete ${r.title}`}
                  onClick={() => setDeleting(r)}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && <AddResourceDialog orgId={org.id} section={section} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete resource?"
        description={`“${deleting?.title ?? ''}” will be removed for every member.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { resource: deleting },
            {
              onSuccess: () => {
                toast.success('Resource deleted');
                setDeleting(null);
              },
              onError: (error) =>
                toast.error('Could not delete resource', { description: getErrorMessage(error) }),
            },
          )
        }
      />
    </Card>
  );
}

function AddResourceDialog({
  orgId,
  section,
  onClose,
}: {
  orgId: string;
  section: ResourceSection;
  onClose: () => void;
}) {
  const add = useAddOrganizationResource();
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!title.trim()) return setError('Enter a title');
    if (kind === 'link' && !/^https:\/\/\S+$/.test(url.trim()))
      return setError('Enter a web address starting with https://');
    if (kind === 'file' && !file) return setError('Choose a file');
    const problem = file ? uploadProblem(UPLOAD_RULES.organizationFiles, file) : null;
    if (problem) return setError(problem);
    setError(null);
    add.mutate(
      kind === 'link'
        ? { orgId, section, title, description, kind, url }
        : { orgId, section, title, description, kind, file: file! },
      {
        onSuccess: () => {
          toast.success('Resource added', { description: title });
          onClose();
        },
        onError: (e) => toast.error('Could not add resource', { description: getErrorMessage(e) }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add resource"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={add.isPending} onClick={submit}>
            Add
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Kind</legend>
          {(['link', 'file'] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kind"
                checked={kind === k}
                onChange={() => setKind(k)}
                className="accent-brand-700"
              />
              {k === 'link' ? 'Link' : 'File'}
            </label>
          ))}
        </fieldset>
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
        {kind === 'link' ? (
          <TextField label="Web address" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        ) : (
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            File
            <input
              type="file"
              accept={uploadAccept(UPLOAD_RULES.organizationFiles)}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm"
            />
            <span className="text-xs font-normal text-muted">
              {uploadHint(UPLOAD_RULES.organizationFiles)}
            </span>
          </label>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
