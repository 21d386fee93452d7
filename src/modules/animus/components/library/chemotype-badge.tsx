import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CHEMOTYPE_LABELS, isChemotype, type Chemotype } from '../../chemotype';

const TONES: Record<Chemotype, BadgeTone> = {
  I: 'danger',
  II: 'warning',
  III: 'success',
  IV: 'info',
  V: 'neutral',
};

/** "Chemotype II" with its meaning as the tooltip and for screen readers; nothing when unknown. */
export function ChemotypeBadge({
  chemotype,
  className,
}: {
  chemotype: string | null | undefined;
  className?: string;
}) {
  if (!isChemotype(chemotype)) return null;
  return (
    <Badge tone={TONES[chemotype]} className={className}>
      <span title={CHEMOTYPE_LABELS[chemotype]}>Chemotype {chemotype}</span>
      <span className="sr-only"> ({CHEMOTYPE_LABELS[chemotype]})</span>
    </Badge>
  );
}
