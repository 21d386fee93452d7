import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { getErrorMessage } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { openCertificationDocument } from '../../api/get-certification-document-url';
import type { Certification } from '../api/get-consultant-details';
import { useSetCertificationVerified } from '../api/set-certification-verified';
import { formatDate } from '@/lib/format';
import { certificationStatus, type CertificationStatus } from '../../consultant/certifications';

const col = tableColumns<Certification>();

const TONES: Record<CertificationStatus, BadgeTone> = {
  verified: 'success',
  expired: 'danger',
  pending: 'warning',
};
/** Spec-2 §2's words on the review page. */
const LABELS: Record<CertificationStatus, string> = {
  verified: 'Verified',
  expired: 'Expired',
  pending: 'Pending',
};

/** Spec-2 §2: certifications with Verified / Expired / Pending; issue 6: verify and open documents. */
export function CertificationsTable({
  consultantId,
  certifications,
}: {
  consultantId: string;
  certifications: Certification[];
}) {
  const verify = useSetCertificationVerified();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (cert: Certification) => {
    if (!cert.document_url) return;
    setOpening(cert.id);
    try {
      await openCertificationDocument(cert.document_url);
    } catch (error) {
      logger.error('Could not open certification document', error);
      toast.error('Could not open document', { description: getErrorMessage(error) });
    } finally {
      setOpening(null);
    }
  };

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: ({ row: { original: cert } }) => (
        <>
          <p className="font-medium text-ink">{cert.name}</p>
          <p className="mt-0.5 text-xs text-muted sm:hidden">
            {cert.issuing_organization} · {formatDate(cert.issue_date)} – {formatDate(cert.expiration_date)}
          </p>
        </>
      ),
      meta: { className: 'pr-2' },
    }),
    col.accessor('issuing_organization', {
      header: 'Issuer',
      meta: { className: 'hidden px-2 sm:table-cell' },
    }),
    col.accessor('issue_date', {
      header: 'Issued',
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { className: 'hidden px-2 whitespace-nowrap sm:table-cell' },
    }),
    col.accessor('expiration_date', {
      header: 'Expires',
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { className: 'hidden px-2 whitespace-nowrap sm:table-cell' },
    }),
    col.accessor((c) => certificationStatus(c), {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) => <Badge tone={TONES[getValue()]}>{LABELS[getValue()]}</Badge>,
      meta: { className: 'px-2' },
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: cert } }) => (
        <div className="flex flex-col items-end justify-end gap-2 sm:flex-row sm:items-center">
          {cert.document_url ? (
            <Button
              variant="ghost"
              className="h-9 px-3"
              busy={opening === cert.id}
              aria-label={`Open document for ${cert.name}`}
              onClick={() => void open(cert)}
            >
              Document
            </Button>
          ) : (
            <span className="self-center text-xs text-muted">No document</span>
          )}
          {!cert.verified ? (
            <Button
              variant="secondary"
              className="h-9 px-3"
              aria-label={`Mark ${cert.name} verified`}
              busy={verify.isPending && verify.variables.certificationId === cert.id}
              onClick={() =>
                verify.mutate(
                  { certificationId: cert.id, consultantId, verified: true },
                  {
                    onSuccess: () => toast.success('Certification verified', { description: cert.name }),
                    onError: (error) =>
                      toast.error('Error verifying certification', { description: getErrorMessage(error) }),
                  },
                )
              }
            >
              Mark verified
            </Button>
          ) : null}
        </div>
      ),
      meta: { label: 'Actions', noExport: true, align: 'end', className: 'pl-2' },
    }),
  ];

  return (
    <Card aria-labelledby="certifications-title">
      <CardHeader title={<span id="certifications-title">Certifications</span>} />
      {certifications.length === 0 ? (
        <p className="text-sm text-muted">No certifications were added.</p>
      ) : (
        <Table
          data={certifications}
          columns={columns}
          caption="Certifications"
          getRowId={(c) => c.id}
          maxHeight="none"
        />
      )}
    </Card>
  );
}
