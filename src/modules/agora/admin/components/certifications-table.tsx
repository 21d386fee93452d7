import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { getCertificationDocumentUrl } from '../../api/get-certification-document-url';
import type { Certification } from '../api/get-consultant-details';
import { useSetCertificationVerified } from '../api/set-certification-verified';
import { formatDate } from '@/lib/format';
import { certificationStatus, type CertificationStatus } from '../review';

const TONES: Record<CertificationStatus, BadgeTone> = {
  Verified: 'success',
  Expired: 'danger',
  Pending: 'warning',
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
    // Opened before the await so the browser treats it as the click's own window (no popup block).
    const win = window.open('', '_blank');
    try {
      const url = await getCertificationDocumentUrl(cert.document_url);
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      win?.close();
      logger.error('Could not open certification document', error);
      toast.error('Could not open document', { description: getErrorMessage(error) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <Card aria-labelledby="certifications-title">
      <CardHeader title={<span id="certifications-title">Certifications</span>} />
      {certifications.length === 0 ? (
        <p className="text-sm text-muted">No certifications were added.</p>
      ) : (
        <div className="relative -mx-5 overflow-x-auto">
          <table className="w-full text-left text-sm sm:min-w-[40rem]">
            <thead className="border-y border-line bg-brand-50/60 text-xs font-semibold text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-2 pl-5">
                  Name
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                  Issuer
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                  Issued
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                  Expires
                </th>
                <th scope="col" className="px-2 py-2">
                  Status
                </th>
                <th scope="col" className="py-2 pr-5 pl-2 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {certifications.map((cert) => {
                const status = certificationStatus(cert);
                return (
                  <tr key={cert.id}>
                    <td className="py-3 pr-2 pl-5">
                      <p className="font-medium text-ink">{cert.name}</p>
                      <p className="mt-0.5 text-xs text-muted sm:hidden">
                        {cert.issuing_organization} · {formatDate(cert.issue_date)} –{' '}
                        {formatDate(cert.expiration_date)}
                      </p>
                    </td>
                    <td className="hidden px-2 py-3 sm:table-cell">{cert.issuing_organization}</td>
                    <td className="hidden px-2 py-3 whitespace-nowrap sm:table-cell">
                      {formatDate(cert.issue_date)}
                    </td>
                    <td className="hidden px-2 py-3 whitespace-nowrap sm:table-cell">
                      {formatDate(cert.expiration_date)}
                    </td>
                    <td className="px-2 py-3">
                      <Badge tone={TONES[status]}>{status}</Badge>
                    </td>
                    <td className="py-3 pr-5 pl-2">
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
                                  onSuccess: () =>
                                    toast.success('Certification verified', { description: cert.name }),
                                  onError: (error) =>
                                    toast.error('Error verifying certification', {
                                      description: getErrorMessage(error),
                                    }),
                                },
                              )
                            }
                          >
                            Mark verified
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
