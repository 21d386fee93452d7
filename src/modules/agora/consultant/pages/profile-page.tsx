import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Slider } from '@/components/ui/slider';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { readHours, type MyConsultantProfile } from '../api/get-my-consultant-profile';
import { useSpecialties } from '../../api/get-specialties';
import { useUpdateConsultantProfile } from '../api/update-consultant-profile';
import { CompletenessCard } from '../components/completeness-card';
import {
  DaysField,
  MeetingLinkField,
  ShortBioField,
  SpecialtiesField,
  YearsField,
} from '../components/consultant-fields';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { ProfilePreview } from '../components/profile-preview';
import { SwitchField } from '../components/switch-field';
import { useMyActiveProfile } from '../components/use-my-active-profile';
import {
  isMissingRequired,
  MISSING_INFORMATION,
  MISSING_INFORMATION_DESCRIPTION,
  PROFILE_DEFAULT_RATE,
  profileSchema,
  RATE_MAX,
  RATE_MIN,
  RATE_STEP,
  type ProfileValues,
} from '../schemas';
import { agoraPaths } from '../../paths';
import { numberInput } from '@/lib/decimal';
import { PageHeader } from '@/components/ui/page-header';

type TabId = 'basic' | 'expertise' | 'availability' | 'services';
const TAB_OF_FIELD: Record<keyof ProfileValues, TabId> = {
  title: 'basic',
  shortDescription: 'basic',
  bio: 'basic',
  yearsExperience: 'basic',
  specialtyIds: 'expertise',
  availableDays: 'availability',
  startTime: 'availability',
  endTime: 'availability',
  timeZone: 'availability',
  calendlyUrl: 'availability',
  hourlyRate: 'services',
  hasVideoConferencing: 'services',
  zoomLink: 'services',
};
const TAB_ORDER: TabId[] = ['basic', 'expertise', 'availability', 'services'];

function toValues(p: MyConsultantProfile): ProfileValues {
  const hours = readHours(p.available_hours);
  return {
    title: p.title,
    shortDescription: p.short_description,
    bio: p.bio,
    yearsExperience: p.years_experience,
    hourlyRate: p.hourly_rate ?? PROFILE_DEFAULT_RATE,
    specialtyIds: p.specialties.map((s) => s.id),
    availableDays: [...p.available_days],
    hasVideoConferencing: p.has_video_conferencing,
    calendlyUrl: p.calendly_url ?? '',
    zoomLink: p.zoom_link ?? '',
    startTime: hours.start,
    endTime: hours.end,
    timeZone: p.time_zone,
  };
}

/** /agora/consultants/profile: the four-tab profile editor (spec-2 §2). */
export function ProfilePage() {
  const { userId, query } = useMyActiveProfile();
  // Kept here so saving (which remounts the editor) leaves the consultant on the same tab.
  const [tab, setTab] = useState<TabId>('basic');
  if (query.isPending) return <PageSkeleton label="Loading your profile" />;
  if (query.isError || !query.data)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()}>
        Could not load this page.
      </LoadError>
    );
  // A fresh form per saved version, so the defaults follow what was stored.
  return (
    <ProfileEditor
      key={query.data.updated_at}
      userId={userId}
      profile={query.data}
      tab={tab}
      setTab={setTab}
    />
  );
}

function timeZones(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

type EditorProps = {
  userId: string;
  profile: MyConsultantProfile;
  tab: TabId;
  setTab: (tab: TabId) => void;
};

const TABS: { id: TabId; label: string }[] = [
  { id: 'basic', label: 'Basic Info' },
  { id: 'expertise', label: 'Expertise' },
  { id: 'availability', label: 'Availability' },
  { id: 'services', label: 'Services' },
];

function ProfileEditor({ userId, profile, tab, setTab }: EditorProps) {
  const specialties = useSpecialties();
  const update = useUpdateConsultantProfile(userId);
  const zones = useMemo(() => timeZones(profile.time_zone), [profile.time_zone]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: toValues(profile) });
  // Every field has a default value, so the watched form is complete.
  const v = useWatch({ control }) as ProfileValues;

  const onInvalid = (errs: FieldErrors<ProfileValues>) => {
    const first = TAB_ORDER.find((t) =>
      Object.keys(errs).some((f) => TAB_OF_FIELD[f as keyof ProfileValues] === t),
    );
    if (first) setTab(first);
    if (isMissingRequired(errs))
      toast.error(MISSING_INFORMATION, { description: MISSING_INFORMATION_DESCRIPTION });
  };

  const onValid = (values: ProfileValues) =>
    update.mutate(
      { id: profile.id, values },
      {
        onSuccess: () => toast.success('Profile updated', { description: 'Your changes have been saved.' }),
        onError: (error) =>
          toast.error('Error updating profile', {
            description:
              getErrorCode(error) === 'PGRST116' ? 'Consultant profile not found' : getErrorMessage(error),
          }),
      },
    );

  const byId = new Map((specialties.data ?? []).map((s) => [s.id, s]));
  const previewSpecialties = (v.specialtyIds ?? []).flatMap((id) => {
    const s = byId.get(id) ?? profile.specialties.find((x) => x.id === id);
    return s ? [s] : [];
  });
  const tabHasError = (t: TabId) =>
    Object.keys(errors).some((f) => TAB_OF_FIELD[f as keyof ProfileValues] === t);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Edit Profile" description="What growers see on your marketplace profile." />

      {/* One minmax(0,1fr) column on phones too: an auto column grows to the tab row's width and
          pushes the page sideways at 375 px. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card>
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
            <Tabs value={tab} onValueChange={(t) => setTab(t as TabId)}>
              <TabsList aria-label="Profile sections">
                {TABS.map((t) => (
                  <TabsTrigger key={t.id} value={t.id}>
                    {t.label}
                    {tabHasError(t.id) && (
                      <>
                        <span
                          aria-hidden="true"
                          className="ml-1.5 inline-block size-2 rounded-full bg-danger-600"
                        />
                        <span className="sr-only"> (has errors)</span>
                      </>
                    )}
                  </TabsTrigger>
                ))}
              </TabsList>

              <TabsContent value="basic" className="flex flex-col gap-5">
                <TextField label="Professional Title" error={errors.title?.message} {...register('title')} />
                <ShortBioField
                  label="Tagline"
                  hint="A one-line summary shown on your marketplace card."
                  text={v.shortDescription ?? ''}
                  error={errors.shortDescription?.message}
                  {...register('shortDescription')}
                />
                <TextAreaField
                  label="Bio"
                  rows={8}
                  hint="More than 100 characters makes your profile complete."
                  error={errors.bio?.message}
                  {...register('bio')}
                />
                <YearsField
                  min={0}
                  className="sm:max-w-xs"
                  error={errors.yearsExperience?.message}
                  {...register('yearsExperience', numberInput)}
                />
              </TabsContent>

              <TabsContent value="expertise">
                <SpecialtiesField
                  control={control}
                  specialties={specialties.data ?? profile.specialties}
                  loading={specialties.isPending}
                  error={errors.specialtyIds?.message}
                />
              </TabsContent>

              <TabsContent value="availability" className="flex flex-col gap-5">
                <DaysField control={control} error={errors.availableDays?.message} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Start Time"
                    type="time"
                    step={900}
                    error={errors.startTime?.message}
                    {...register('startTime')}
                  />
                  <TextField
                    label="End Time"
                    type="time"
                    step={900}
                    error={errors.endTime?.message}
                    {...register('endTime')}
                  />
                </div>
                <SelectField
                  label="Time Zone"
                  hint="Your hours are in this time zone; growers see them in theirs."
                  error={errors.timeZone?.message}
                  {...register('timeZone')}
                >
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replaceAll('_', ' ')}
                    </option>
                  ))}
                </SelectField>
                <MeetingLinkField
                  kind="calendly"
                  label="Calendly URL"
                  error={errors.calendlyUrl?.message}
                  {...register('calendlyUrl')}
                />
              </TabsContent>

              <TabsContent value="services" className="flex flex-col gap-5">
                <div className="flex flex-col gap-2">
                  <Controller
                    control={control}
                    name="hourlyRate"
                    render={({ field }) => (
                      <Slider
                        label="Hourly Rate"
                        min={RATE_MIN}
                        max={RATE_MAX}
                        step={RATE_STEP}
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        format={(rate) => `$${rate}/hr`}
                        aria-valuetext={`$${field.value} per hour`}
                      />
                    )}
                  />
                  <div className="flex justify-between text-xs text-muted">
                    <span>${RATE_MIN}</span>
                    <span>${RATE_MAX}</span>
                  </div>
                  {errors.hourlyRate && (
                    <p className="text-xs font-medium text-danger-700">{errors.hourlyRate.message}</p>
                  )}
                </div>
                <Controller
                  control={control}
                  name="hasVideoConferencing"
                  render={({ field }) => (
                    <SwitchField
                      label="Offer video consultations"
                      description="Growers see 'Video consultations available' on your card."
                      checked={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                {v.hasVideoConferencing && (
                  <MeetingLinkField
                    kind="zoom"
                    label="Zoom Link"
                    error={errors.zoomLink?.message}
                    {...register('zoomLink')}
                  />
                )}
              </TabsContent>
            </Tabs>

            <div className="mt-6 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
              <LinkButton to={agoraPaths.consultantDashboard.href()} variant="secondary">
                Cancel
              </LinkButton>
              <Button type="submit" busy={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
            {isDirty && !update.isPending && (
              <p className="mt-2 text-right text-xs text-muted" aria-live="polite">
                You have unsaved changes.
              </p>
            )}
          </form>
        </Card>

        <div className="flex flex-col gap-6">
          <CompletenessCard
            input={{
              title: v.title ?? '',
              shortDescription: v.shortDescription ?? '',
              bio: v.bio ?? '',
              specialtyIds: v.specialtyIds ?? [],
              yearsExperience: v.yearsExperience,
              hourlyRate: v.hourlyRate,
              availableDays: v.availableDays ?? [],
              calendlyUrl: v.calendlyUrl ?? '',
              hasVideoConferencing: v.hasVideoConferencing,
              zoomLink: v.zoomLink ?? '',
            }}
          />
          <ProfilePreview
            data={{
              id: profile.id,
              profile: profile.profile,
              title: v.title ?? '',
              short_description: v.shortDescription ?? '',
              hourly_rate: v.hourlyRate,
              years_experience: v.yearsExperience,
              has_video_conferencing: v.hasVideoConferencing,
              rating: Number(profile.rating),
              total_reviews: profile.total_reviews,
              specialties: previewSpecialties,
            }}
          />
        </div>
      </div>
    </div>
  );
}
