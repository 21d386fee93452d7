import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useDeleteCertification } from '../api/delete-certification';
import { useCertifications, type Certification } from '../api/get-certifications';
import { openCertificationDocument } from '../../api/get-certification-document-url';
import {
  CERTIFICATION_STATUS_LABELS,
  certificationStatus,
  type CertificationStatus,
} from '../certifications';
import { AddCertificationDialog } from '../components/add-certification-dialog';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { BackToDashboard } from '../components/page-states';
import { LoadError } from '@/components/ui/load-error';
import { useMyActiveProfile } from '../components/use-my-active-profile';
import { PageHeader } from '@/components/ui/page-header';

const TONES: Record<CertificationStatus, BadgeTone> = {
  verified: 'success',
  expired: 'danger',
  pending: 'warning',
};
const col = tableColumns<Certification>();

function viewDocument(path: string) {
  return openCertificationDocument(path).catch((error: unknown) => {
    logger.error('Opening a certification document failed', error);
    toast.error('Could not open the document', { description: getErrorMessage(error) });
  });
}

/** /agora/consultants/certifications (spec-2 §2). */
export function CertificationsPage() {
  const { query: profile } = useMyActiveProfile();
  const consultantId = profile.data?.id;
  const certifications = useCertifications(consultantId);
  const remove = useDeleteCertification();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Certification | null>(null);

  if (profile.isPending) return <PageSkeleton label="Loading your certifications" />;
  if (profile.isError || !consultantId) {
    return (
      <LoadError error={profile.error} onRetry={() => void profile.refetch()}>
        Could not load this page.
      </LoadError>
    );
  }

  const rows = certifications.data ?? [];
  const anyExpired = rows.some((c) => certificationStatus(c) === 'expired');

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, consultantId, documentUrl: deleting.document_url },
      {
        onSuccess: () => {
          toast.success('Certification removed', {
            description: `${deleting.name} was removed from your profile.`,
          });
          setDeleting(null);
        },
        onError: (error) =>
          toast.error('Error removing certification', { description: getErrorMessage(error) }),
      },
    );
  };

  const actions = (c: Certification) => (
    <div className="flex flex-col items-end gap-1 md:flex-row md:justify-end">
      <Button
        variant="ghost"
        className="h-9 px-3"
        disabled={!c.document_url}
        title={c.document_url ? undefined : 'No document uploaded'}
        aria-label={`View ${c.name}`}
        onClick={() => c.document_url && void viewDocument(c.document_url)}
      >
        View
      </Button>
      <Button
        variant="ghost"
        className="h-9 px-3 text-danger-700 hover:bg-danger-50"
        aria-label={`Delete ${c.name}`}
        onClick={() => setDeleting(c)}
      >
        Delete
      </Button>
    </div>
  );

  const columns = [
    col.accessor('name', {
      header: 'Certification',
      cell: ({ row: { original: c } }) => (
        <>
          <p className="font-medium text-ink">{c.name}</p>
          <Badge tone={TONES[certificationStatus(c)]} className="mt-1 md:hidden">
            {CERTIFICATION_STATUS_LABELS[certificationStatus(c)]}
          </Badge>
          <p className="mt-1 text-xs text-muted md:hidden">
            {c.issuing_organization} · Issued {formatDate(c.issue_date)} · Expires{' '}
            {formatDate(c.expiration_date)}
          </p>
        </>
      ),
    }),
    col.accessor('issuing_organization', {
      header: 'Issuing Organization',
      meta: { className: 'hidden md:table-cell' },
    }),
    col.accessor('issue_date', {
      header: 'Issue Date',
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { className: 'hidden whitespace-nowrap text-muted md:table-cell' },
    }),
    col.accessor('expiration_date', {
      header: 'Expiration',
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { className: 'hidden whitespace-nowrap text-muted md:table-cell' },
    }),
    col.accessor((c) => certificationStatus(c), {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) => (
        <Badge tone={TONES[getValue()]}>{CERTIFICATION_STATUS_LABELS[getValue()]}</Badge>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => actions(row.original),
      meta: { noExport: true, align: 'end', className: 'py-2' },
    }),
  ];

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5">
      <PageHeader
        back={<BackToDashboard />}
        title="Certifications"
        description="Qualifications that back up your expertise."
        actions={<Button onClick={() => setAdding(true)}>Add Certification</Button>}
      />

      <div
        role="note"
        className="rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-900"
      >
        Our team verifies each certification against its document. Verified certifications are shown on your
        public profile; new or changed ones stay pending until they are checked.
      </div>

      {anyExpired && (
        <div
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">Expired certification</p>
          <p>
            One or more of your certifications has expired. Add the renewed certificate to keep your profile
            up to date.
          </p>
        </div>
      )}

      {certifications.isError ? (
        <LoadError error={certifications.error} onRetry={() => void certifications.refetch()}>
          Could not load your certifications.
        </LoadError>
      ) : !certifications.isPending && rows.length === 0 ? (
        <EmptyState
          title="No certifications yet"
          description="Add your certifications so growers can trust your expertise."
          action={<Button onClick={() => setAdding(true)}>Add your first certification</Button>}
        />
      ) : (
        <Table
          data={rows}
          columns={columns}
          caption="Your certifications"
          getRowId={(c) => c.id}
          loading={certifications.isPending}
          maxHeight="none"
        />
      )}

      <AddCertificationDialog consultantId={consultantId} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Certification"
        description={`Are you sure you want to delete ${deleting?.name ?? 'this certification'}? Its document is deleted too. This action cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Certification'}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
