// A value's verdict against its room's target band, the same wherever a value is shown: words
// under the logger's live figures, an arrow beside a value in the records list (with the words for
// screen readers and on hover). Nothing when on target or without a band.
import type { BandStatus } from '../../targets/metrics';

export function TargetMark({
  status,
  compact = false,
}: {
  status: BandStatus | null | undefined;
  compact?: boolean;
}) {
  if (status !== 'low' && status !== 'high') return null;
  const words = status === 'low' ? 'Below target' : 'Above target';
  if (compact)
    return (
      <span className="ml-1 font-semibold text-amber-800" title={words}>
        <span aria-hidden="true">{status === 'low' ? '↓' : '↑'}</span>
        <span className="sr-only">{` (${words.toLowerCase()})`}</span>
      </span>
    );
  return (
    <span className="ml-1.5 inline-block rounded-full bg-amber-50 px-1.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-amber-900">
      {words}
    </span>
  );
}
