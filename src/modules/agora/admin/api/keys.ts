// Query keys of the Agora admin area (one factory; mutations invalidate exactly these).
export type ConsultantStatusFilter = 'all' | 'pending' | 'active' | 'suspended' | 'rejected';

export const adminKeys = {
  all: ['agora', 'admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  queue: () => [...adminKeys.all, 'queue'] as const,
  verifications: () => [...adminKeys.all, 'verification'] as const,
  verification: (id: string) => [...adminKeys.verifications(), id] as const,
  consultantDetails: (consultantId: string) =>
    [...adminKeys.all, 'consultant-details', consultantId] as const,
  draft: (verificationId: string, adminId: string) =>
    [...adminKeys.verification(verificationId), 'draft', adminId] as const,
  notes: (verificationId: string) => [...adminKeys.verification(verificationId), 'notes'] as const,
  history: (verificationId: string) => [...adminKeys.verification(verificationId), 'history'] as const,
  consultants: () => [...adminKeys.all, 'consultants'] as const,
  consultantList: (status: ConsultantStatusFilter, page: number) =>
    [...adminKeys.consultants(), status, page] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
};
