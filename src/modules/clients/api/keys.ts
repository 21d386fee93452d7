export const clientsKeys = {
  all: ['clients'] as const,
  myOrganizations: (userId: string) => [...clientsKeys.all, 'mine', userId] as const,
  organization: (slug: string) => [...clientsKeys.all, 'organization', slug] as const,
  members: (orgId: string) => [...clientsKeys.all, 'members', orgId] as const,
  resources: (orgId: string, section: string) => [...clientsKeys.all, 'resources', orgId, section] as const,
  messages: (orgId: string) => [...clientsKeys.all, 'messages', orgId] as const,
  notes: (orgId: string) => [...clientsKeys.all, 'notes', orgId] as const,
};
