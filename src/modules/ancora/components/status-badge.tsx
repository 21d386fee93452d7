import { Badge, type BadgeTone } from '@/components/ui/badge';
import { STATUS_LABEL, type CertificateStatus } from '../credential';

const TONE: Record<CertificateStatus, BadgeTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  revoked: 'danger',
  not_found: 'neutral',
};

export function CertificateStatusBadge({
  status,
  className,
}: {
  status: CertificateStatus;
  className?: string;
}) {
  return (
    <Badge tone={TONE[status]} className={className}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
