// Where a form asks for the override reason: the running intervals the entry would break, in the
// database's own sentences with the times in the grower's zone, then "State an override reason to
// save this entry." and the field. Shown before saving when the database's decision
// (arca_entry_holds) finds an interval, after a refusal when it could not be asked (offline), and
// whenever the entry already carries a reason.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/fields';
import { holdSentence, OVERRIDE_ASK, type Hold } from '../../protection/holds';
import { OVERRIDE_MAX } from '../../records/entry-rules';

export function HoldsNotice({
  holds,
  registration,
  error,
}: {
  holds: readonly Hold[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-danger-200 bg-danger-50/60 p-3 sm:p-4">
      {holds.length > 0 ? (
        <div role="status" aria-label="Running intervals" className="flex flex-col gap-1.5 text-sm text-ink">
          <p className="font-semibold text-danger-700">
            {holds.length === 1
              ? 'This entry breaks a running interval.'
              : 'This entry breaks running intervals.'}
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {holds.map((h) => (
              <li key={`${h.hold}-${h.room_id ?? ''}-${h.application_id ?? ''}`}>{holdSentence(h)}</li>
            ))}
          </ul>
          <p>{OVERRIDE_ASK}</p>
        </div>
      ) : null}
      <TextAreaField
        label="Override reason"
        rows={2}
        maxLength={OVERRIDE_MAX}
        hint="Kept on the record: why this entry is needed now (at least 5 characters)."
        error={error}
        {...registration}
      />
    </div>
  );
}
