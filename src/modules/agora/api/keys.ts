// Query keys shared across the Agora parts (marketplace, booking, consultant area, admin), so a
// mutation in one part can invalidate exactly what another part shows.
export interface ConsultantFilters {
  searchTerm: string;
  specialties: number[];
  minRating: number;
  minHourlyRate: number;
  maxHourlyRate: number;
  hasVideoConferencing: boolean;
}

export const agoraKeys = {
  all: ['agora'] as const,
  specialties: () => [...agoraKeys.all, 'specialties'] as const,
  consultants: () => [...agoraKeys.all, 'consultants'] as const,
  consultantList: (filters: ConsultantFilters) => [...agoraKeys.consultants(), 'list', filters] as const,
  consultant: (id: string) => [...agoraKeys.consultants(), 'detail', id] as const,
  consultantReviews: (id: string) => [...agoraKeys.consultants(), 'reviews', id] as const,
  consultantCertifications: (id: string) => [...agoraKeys.consultants(), 'certifications', id] as const,
  slots: (consultantId: string) => [...agoraKeys.all, 'slots', consultantId] as const,
  slotList: (consultantId: string, from: string, days: number, minutes: number) =>
    [...agoraKeys.slots(consultantId), from, days, minutes] as const,
  consultations: () => [...agoraKeys.all, 'consultations'] as const,
  consultation: (id: string) => [...agoraKeys.consultations(), 'detail', id] as const,
  upcomingWith: (consultantId: string, clientId: string) =>
    [...agoraKeys.consultations(), 'upcoming', consultantId, clientId] as const,
};
