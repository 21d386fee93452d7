// Agora's one query-key factory, for every part (marketplace, booking, the consultant area and the
// admin area), so a mutation in one part invalidates exactly what another part shows.
export interface ConsultantFilters {
  searchTerm: string;
  specialties: number[];
  minRating: number;
  minHourlyRate: number;
  maxHourlyRate: number;
  hasVideoConferencing: boolean;
}

export type ConsultantStatusFilter = 'all' | 'pending' | 'active' | 'suspended' | 'rejected';

const all = ['agora'] as const;
const consultants = [...all, 'consultants'] as const;
const consultations = [...all, 'consultations'] as const;
const area = [...all, 'consultant-area'] as const;
const admin = [...all, 'admin'] as const;
const verifications = [...admin, 'verification'] as const;
const verification = (id: string) => [...verifications, id] as const;

export const agoraKeys = {
  all,
  specialties: () => [...all, 'specialties'] as const,
  consultants: () => consultants,
  consultantList: (filters: ConsultantFilters) => [...consultants, 'list', filters] as const,
  consultant: (id: string) => [...consultants, 'detail', id] as const,
  consultantReviews: (id: string) => [...consultants, 'reviews', id] as const,
  consultantCertifications: (id: string) => [...consultants, 'certifications', id] as const,
  slots: (consultantId: string) => [...all, 'slots', consultantId] as const,
  slotList: (consultantId: string, from: string, days: number, minutes: number) =>
    [...all, 'slots', consultantId, from, days, minutes] as const,
  consultations: () => consultations,
  consultation: (id: string) => [...consultations, 'detail', id] as const,
  upcomingWith: (consultantId: string, clientId: string) =>
    [...consultations, 'upcoming', consultantId, clientId] as const,

  /** The signed-in user's own consultant profile and what hangs off it. */
  consultantArea: {
    all: area,
    myProfile: (userId: string) => [...area, 'my-profile', userId] as const,
    consultations: (consultantId: string) => [...area, 'consultations', consultantId] as const,
    certifications: (consultantId: string) => [...area, 'certifications', consultantId] as const,
  },

  /** The admin area. */
  admin: {
    all: admin,
    stats: () => [...admin, 'stats'] as const,
    queue: () => [...admin, 'queue'] as const,
    verifications: () => verifications,
    verification,
    consultantDetails: (consultantId: string) => [...admin, 'consultant-details', consultantId] as const,
    draft: (verificationId: string, adminId: string) =>
      [...verification(verificationId), 'draft', adminId] as const,
    notes: (verificationId: string) => [...verification(verificationId), 'notes'] as const,
    history: (verificationId: string) => [...verification(verificationId), 'history'] as const,
    consultants: () => [...admin, 'consultants'] as const,
    consultantList: (request: {
      status: ConsultantStatusFilter;
      page: number;
      pageSize: number;
      sort?: { column: string; desc: boolean };
    }) => [...admin, 'consultants', request] as const,
    analytics: () => [...admin, 'analytics'] as const,
  },
};
