import { ConsultantCard, type ConsultantCardData } from '../../components/consultant-card';

/**
 * How the profile will look in the marketplace, updated as the consultant types: the marketplace's
 * own card (src/modules/agora/components) without its buttons.
 */
export function ProfilePreview({ data }: { data: ConsultantCardData }) {
  return (
    <section aria-labelledby="profile-preview-heading" className="flex flex-col gap-3">
      <h2 id="profile-preview-heading" className="text-base font-semibold text-brand-950">
        Profile Preview
      </h2>
      <ConsultantCard
        consultant={{
          ...data,
          title: data.title.trim() || 'Your professional title',
          short_description: data.short_description.trim() || 'Your tagline appears here.',
          hourly_rate: Number.isFinite(data.hourly_rate) ? data.hourly_rate : 0,
          years_experience: Number.isFinite(data.years_experience) ? data.years_experience : 0,
        }}
        showActions={false}
      />
    </section>
  );
}
