// The fields a consultant fills both when applying (application-form.tsx) and when editing the
// profile (profile-page.tsx): written once, each screen giving only its own labels and hints.
// Specialties, days and the video switch are SpecialtyChips, DayCheckboxes and SwitchField.
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { SHORT_BIO_MAX, shortBioCount } from '../schemas';

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
