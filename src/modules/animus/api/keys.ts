// The one query-key factory of Animus (CONVENTIONS.md "Data access").
export const animusKeys = {
  all: ['animus'] as const,
  projects: () => [...animusKeys.all, 'projects'] as const,
  project: (projectId: string) => [...animusKeys.projects(), projectId] as const,
  phenos: (projectId: string) => [...animusKeys.all, 'phenos', projectId] as const,
  notes: (projectId: string) => [...animusKeys.all, 'project-notes', projectId] as const,
  selections: (projectId: string) => [...animusKeys.all, 'selections', projectId] as const,
  imageUrls: (paths: readonly string[]) => [...animusKeys.all, 'image-urls', ...paths] as const,
  tableCheck: (table: string) => [...animusKeys.all, 'table-check', table] as const,
};
