// The one query-key factory of Animus (CONVENTIONS.md "Data access").
export interface CultivarFilters {
  query: string;
  chemotypes: string[];
  terpenes: string[];
  tags: string[];
  breeder: string;
  scope: 'all' | 'mine' | 'community';
  sort: 'relevance' | 'name' | 'newest';
}

export const animusKeys = {
  all: ['animus'] as const,
  projects: () => [...animusKeys.all, 'projects'] as const,
  project: (projectId: string) => [...animusKeys.projects(), projectId] as const,
  phenos: (projectId: string) => [...animusKeys.all, 'phenos', projectId] as const,
  notes: (projectId: string) => [...animusKeys.all, 'project-notes', projectId] as const,
  selections: (projectId: string) => [...animusKeys.all, 'selections', projectId] as const,
  imageUrls: (paths: readonly string[]) => [...animusKeys.all, 'image-urls', ...paths] as const,
  tableCheck: (table: string) => [...animusKeys.all, 'table-check', table] as const,

  // The strain library. Everything that shows a cultivar lives under `library`, so a change to
  // one invalidates the lists and the passport together.
  library: () => [...animusKeys.all, 'library'] as const,
  cultivarSearch: (filters: CultivarFilters) => [...animusKeys.library(), 'search', filters] as const,
  cultivar: (id: string) => [...animusKeys.library(), 'cultivar', id] as const,
  cultivarOptions: () => [...animusKeys.library(), 'options'] as const,
  facets: () => [...animusKeys.library(), 'facets'] as const,
  similar: (name: string, breeder: string, exclude: string | null) =>
    [...animusKeys.library(), 'similar', name, breeder, exclude] as const,
  pedigree: (roots: readonly string[]) => [...animusKeys.library(), 'pedigree', ...roots] as const,
  moderationQueue: () => [...animusKeys.library(), 'moderation'] as const,
  overview: (userId: string) => [...animusKeys.library(), 'overview', userId] as const,
  fileUrls: (bucket: string, paths: readonly string[]) =>
    [...animusKeys.all, 'file-urls', bucket, ...paths] as const,

  crosses: (projectId: string) => [...animusKeys.all, 'crosses', projectId] as const,
  segregation: (projectId: string) => [...animusKeys.all, 'segregation', projectId] as const,

  traits: () => [...animusKeys.all, 'traits'] as const,
  projectTraits: (projectId: string) => [...animusKeys.all, 'project-traits', projectId] as const,
  observations: (projectId: string) => [...animusKeys.all, 'observations', projectId] as const,

  archive: (query: string, chemotype: string) => [...animusKeys.all, 'archive', query, chemotype] as const,
  archiveEntry: (id: string) => [...animusKeys.all, 'archive-entry', id] as const,
};
