export const accountKeys = {
  all: ['account'] as const,
  profiles: () => [...accountKeys.all, 'profile'] as const,
  profile: (userId: string) => [...accountKeys.profiles(), userId] as const,
  settings: (userId: string) => [...accountKeys.all, 'settings', userId] as const,
  consultantStatus: (userId: string) => [...accountKeys.all, 'consultant-status', userId] as const,
  aroyaKey: (userId: string) => [...accountKeys.all, 'aroya-key', userId] as const,
  factors: (userId: string) => [...accountKeys.all, 'factors', userId] as const,
  billing: (userId: string) => [...accountKeys.all, 'billing', userId] as const,
  checkout: (userId: string, sessionId: string) =>
    [...accountKeys.all, 'checkout', userId, sessionId] as const,
  adminUsers: (search: string) => [...accountKeys.all, 'admin-users', search] as const,
  backOfficeJobs: () => [...accountKeys.all, 'back-office-jobs'] as const,
  backOfficeFailures: (job: string) => [...accountKeys.backOfficeJobs(), 'failures', job] as const,
};
