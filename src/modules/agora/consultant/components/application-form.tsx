import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import {
  applicationSchema,
  defaultApplicationValues,
  isMissingRequired,
  MISSING_INFORMATION,
  MISSING_INFORMATION_DESCRIPTION,
  RATE_MAX,
  RATE_MIN,
  RATE_STEP,
  type ApplicationValues,
} from '../schemas';
import {
  DaysField,
  MeetingLinkField,
  ShortBioField,
  SpecialtiesField,
  YearsField,
} from './consultant-fields';
import { SwitchField } from './switch-field';
import { numberInput } from '@/lib/decimal';

type ApplicationFormProps = {
  specialties: readonly { id: number; name: string }[];
  specialtiesLoading?: boolean;
  submitting: boolean;
  onSubmit: (values: ApplicationValues) => void;
};

/** The consultant application form (spec-2 §2, §5). The page submits it. */
export function ApplicationForm({
  specialties,
  specialtiesLoading,
  submitting,
  onSubmit,
}: ApplicationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: defaultApplicationValues(),
  });
  const shortBio = useWatch({ control, name: 'shortDescription' }) ?? '';
  const video = useWatch({ control, name: 'hasVideoConferencing' });

  const onInvalid = (errs: FieldErrors<ApplicationValues>) => {
    if (isMissingRequired(errs)) {
      toast.error(MISSING_INFORMATION, { description: MISSING_INFORMATION_DESCRIPTION });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
      <TextField
        label="Professional Title"
        placeholder="e.g. Commercial Cultivation Consultant"
        autoComplete="organization-title"
        error={errors.title?.message}
        {...register('title')}
      />

      <ShortBioField
        label="Short Bio (50-100 characters)"
        placeholder="One or two sentences growers see on your card"
        text={shortBio}
        error={errors.shortDescription?.message}
        {...register('shortDescription')}
      />

      <TextAreaField
        label="Detailed Bio"
        rows={6}
        placeholder="Your background, the facilities you have worked with and how you help growers"
        error={errors.bio?.message}
        {...register('bio')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <YearsField
          min={1}
          error={errors.yearsExperience?.message}
          {...register('yearsExperience', numberInput)}
        />
        <TextField
          label="Hourly Rate (USD)"
          type="number"
          inputMode="numeric"
          min={RATE_MIN}
          max={RATE_MAX}
          step={RATE_STEP}
          hint={`$${RATE_MIN}–$${RATE_MAX}, in steps of $${RATE_STEP}`}
          error={errors.hourlyRate?.message}
          {...register('hourlyRate', numberInput)}
        />
      </div>

      <SpecialtiesField
        control={control}
        specialties={specialties}
        loading={specialtiesLoading}
        error={errors.specialtyIds?.message}
      />

      <DaysField control={control} error={errors.availableDays?.message} />

      <div className="flex flex-col gap-4">
        <Controller
          control={control}
          name="hasVideoConferencing"
          render={({ field }) => (
            <SwitchField
              label="Offer video consultations"
              description="Meet growers over video; add your scheduling and meeting links."
              checked={field.value}
              onChange={(on) => {
                field.onChange(on);
                // Hidden links are not submitted, so they must not block the form either.
                if (!on) {
                  setValue('calendlyUrl', '', { shouldValidate: false });
                  setValue('zoomLink', '', { shouldValidate: false });
                }
              }}
            />
          )}
        />
        {video && (
          <div className="grid gap-4 sm:grid-cols-2">
            <MeetingLinkField
              kind="calendly"
              label="Calendly URL (optional)"
              error={errors.calendlyUrl?.message}
              {...register('calendlyUrl')}
            />
            <MeetingLinkField
              kind="zoom"
              label="Zoom Link (optional)"
              error={errors.zoomLink?.message}
              {...register('zoomLink')}
            />
          </div>
        )}
      </div>

      <p className="text-xs text-muted">
        By submitting this application, you agree to our Terms of Service and Consultant Guidelines, and
        confirm that the information you provide is accurate.
      </p>

      <Button type="submit" busy={submitting} className="w-full sm:w-auto sm:self-end">
        {submitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
