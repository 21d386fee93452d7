// The fields a consultant fills both when applying (application-form.tsx) and when editing the
// profile (profile-page.tsx): written once, each screen giving only its own labels and hints.
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { SHORT_BIO_MAX, shortBioCount } from '../schemas';
import { DayCheckboxes } from './day-checkboxes';
import { SpecialtyChips } from './specialty-chips';

type FieldProps = ComponentProps<typeof TextField>;

/** The one-line bio with its live character count. */
export function ShortBioField({ text, ...props }: FieldProps & { text: string }) {
  return (
    <div className="flex flex-col gap-1">
      <TextField maxLength={SHORT_BIO_MAX} {...props} />
      <p aria-live="polite" className="self-end text-xs text-muted">
        {shortBioCount(text)}
      </p>
    </div>
  );
}

/** Whole years, up to 50 (the lower bound differs: an applicant has at least one). */
export function YearsField(props: Omit<FieldProps, 'label'>) {
  return (
    <TextField label="Years of Experience" type="number" inputMode="numeric" max={50} step={1} {...props} />
  );
}

/** A scheduling or meeting link. */
export function MeetingLinkField({ kind, ...props }: FieldProps & { kind: 'calendly' | 'zoom' }) {
  return (
    <TextField
      type="url"
      inputMode="url"
      placeholder={kind === 'calendly' ? 'https://calendly.com/your-name' : 'https://zoom.us/j/...'}
      {...props}
    />
  );
}

/** Both forms keep these under the same names. */
interface ChoiceFields extends FieldValues {
  specialtyIds: number[];
  availableDays: number[];
}

/** The specialty chips, bound to the form's `specialtyIds`. */
export function SpecialtiesField<T extends ChoiceFields>({
  control,
  ...props
}: { control: Control<T> } & Omit<ComponentProps<typeof SpecialtyChips>, 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={'specialtyIds' as FieldPath<T>}
      render={({ field }) => (
        <SpecialtyChips {...props} value={field.value as number[]} onChange={field.onChange} />
      )}
    />
  );
}

/** The weekday checkboxes, bound to the form's `availableDays`. */
export function DaysField<T extends ChoiceFields>({
  control,
  error,
}: {
  control: Control<T>;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={'availableDays' as FieldPath<T>}
      render={({ field }) => (
        <DayCheckboxes value={field.value as number[]} onChange={field.onChange} error={error} />
      )}
    />
  );
}
