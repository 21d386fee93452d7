export const accountKeys = {
  all: ['account'] as const,
  profiles: () => [...accountKeys.all, 'profile'] as const,
  profile: (userId: string) => [...accountKeys.profiles(), userId] as const,
  consultantStatus: (userId: string) => [...accountKeys.all, 'consultant-status', userId] as const,
};
