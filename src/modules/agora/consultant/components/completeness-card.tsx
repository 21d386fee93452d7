import { Card, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { completenessCriteria, type CompletenessInput } from '../completeness';

/** The Profile Completeness panel: a progress bar over the eight criteria, and what is missing. */
export function CompletenessCard({ input }: { input: CompletenessInput }) {
  const criteria = completenessCriteria(input);
  const met = criteria.filter((c) => c.met).length;
  const percent = Math.round((met / criteria.length) * 100);
  return (
    <Card>
      <CardHeader title="Profile Completeness" description={`${met} of ${criteria.length} complete`} />
      <div className="flex items-center gap-3">
        <ProgressBar value={percent} label="Profile Completeness" className="flex-1" />
        <span className="w-11 text-right text-sm font-semibold text-brand-900">{percent}%</span>
      </div>
      <ul className="mt-4 space-y-1.5 text-sm">
        {criteria.map((c) => (
          <li key={c.id} className={c.met ? 'text-ink' : 'text-muted'}>
            <span aria-hidden="true" className={c.met ? 'mr-2 text-brand-700' : 'mr-2 text-slate-400'}>
              {c.met ? '✓' : '○'}
            </span>
            {c.label}
            <span className="sr-only">{c.met ? ' (complete)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
