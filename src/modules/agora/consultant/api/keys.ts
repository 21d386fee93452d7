// Query keys of the consultant area (spec-2 §2): the signed-in user's own consultant profile and
// what hangs off it.
export const consultantAreaKeys = {
  all: ['agora', 'consultant-area'] as const,
  specialties: () => [...consultantAreaKeys.all, 'specialties'] as const,
  myProfile: (userId: string) => [...consultantAreaKeys.all, 'my-profile', userId] as const,
  consultations: (consultantId: string) =>
    [...consultantAreaKeys.all, 'consultations', consultantId] as const,
  certifications: (consultantId: string) =>
    [...consultantAreaKeys.all, 'certifications', consultantId] as const,
};
