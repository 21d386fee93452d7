// "Follows SOP": the facility's SOPs in force, for an entry made by one of them. Shown only where
// the facility has SOPs (Atlas, Professional); the database records which version was in force.
import { SelectField } from '@/components/ui/fields';
import { useEffectiveSops } from '@/lib/data/facility-sops';

export function FollowsSopField({
  facilityId,
  value,
  onChange,
}: {
  facilityId: string | null;
  value: string;
  onChange: (sopId: string) => void;
}) {
  const sops = useEffectiveSops(facilityId);
  if (!sops.data?.length) return null;
  return (
    <SelectField
      label="Follows SOP (optional)"
      hint="The version in force at the entry's time is recorded with it."
      value={sops.data.some((s) => s.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">No SOP</option>
      {sops.data.map((s) => (
        <option key={s.id} value={s.id}>
          {s.code} {s.title} (v{s.version})
        </option>
      ))}
    </SelectField>
  );
}
