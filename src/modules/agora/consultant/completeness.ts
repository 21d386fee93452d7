// Profile Completeness (spec-2 §5): eight criteria, each worth one eighth of the bar.

export interface CompletenessInput {
  title: string;
  shortDescription: string;
  bio: string;
  specialtyIds: readonly number[];
  yearsExperience: number;
  hourlyRate: number;
  availableDays: readonly number[];
  calendlyUrl: string;
  hasVideoConferencing: boolean;
  zoomLink: string;
}

export interface CompletenessCriterion {
  id: string;
  label: string;
  met: boolean;
}

const filled = (s: string | null | undefined) => (s ?? '').trim() !== '';
const positive = (n: number) => Number.isFinite(n) && n > 0;

export const BIO_COMPLETE_LENGTH = 100;

export function completenessCriteria(p: CompletenessInput): CompletenessCriterion[] {
  return [
    { id: 'title', label: 'Title and tagline', met: filled(p.title) && filled(p.shortDescription) },
    {
      id: 'bio',
      label: `Bio longer than ${BIO_COMPLETE_LENGTH} characters`,
      met: (p.bio ?? '').trim().length > BIO_COMPLETE_LENGTH,
    },
    { id: 'specialties', label: 'At least one specialty', met: p.specialtyIds.length > 0 },
    { id: 'years', label: 'Years of experience', met: positive(p.yearsExperience) },
    { id: 'rate', label: 'Hourly rate', met: positive(p.hourlyRate) },
    { id: 'days', label: 'At least one available day', met: p.availableDays.length > 0 },
    { id: 'calendly', label: 'Calendly URL', met: filled(p.calendlyUrl) },
    {
      id: 'video',
      label: 'Video consultations with a Zoom link',
      met: p.hasVideoConferencing && filled(p.zoomLink),
    },
  ];
}

/** Whole percent of the criteria met (0–100, in steps of 12.5 rounded). */
export function completenessPercent(p: CompletenessInput): number {
  const criteria = completenessCriteria(p);
  return Math.round((criteria.filter((c) => c.met).length / criteria.length) * 100);
}
