// The one query-key factory of Atlas (CONVENTIONS.md "Data access"). Everything below a facility
// shares its prefix, so a change of plan or team invalidates exactly that facility's data. The
// facilities themselves, their rooms and teams are src/lib/data/facilities.ts's (facilityKeys).
export const atlasKeys = {
  all: ['atlas'] as const,
  myInvitations: (userId: string) => [...atlasKeys.all, 'my-invitations', userId] as const,
  board: () => [...atlasKeys.all, 'board'] as const,

  facility: (facilityId: string) => [...atlasKeys.all, 'facility', facilityId] as const,
  invitations: (facilityId: string) => [...atlasKeys.facility(facilityId), 'invitations'] as const,
  boardSettings: (facilityId: string) => [...atlasKeys.facility(facilityId), 'board-settings'] as const,

  sops: (facilityId: string) => [...atlasKeys.facility(facilityId), 'sops'] as const,
  sopRegister: (facilityId: string, userId: string) =>
    [...atlasKeys.sops(facilityId), 'register', userId] as const,
  training: (facilityId: string) => [...atlasKeys.sops(facilityId), 'training'] as const,
  requiredCourses: (facilityId: string) => [...atlasKeys.sops(facilityId), 'required-courses'] as const,
  sopRequirement: (facilityId: string, sopId: string) =>
    [...atlasKeys.sops(facilityId), 'sop', sopId, 'requirement'] as const,
  courseChoices: () => [...atlasKeys.all, 'course-choices'] as const,
  sop: (facilityId: string, sopId: string) => [...atlasKeys.sops(facilityId), 'sop', sopId] as const,

  resources: (facilityId: string) => [...atlasKeys.facility(facilityId), 'resources'] as const,
  equipmentList: (facilityId: string) => [...atlasKeys.resources(facilityId), 'equipment'] as const,
  equipment: (facilityId: string, id: string) => [...atlasKeys.equipmentList(facilityId), id] as const,
  maintenance: (facilityId: string) => [...atlasKeys.resources(facilityId), 'maintenance'] as const,
  consumables: (facilityId: string) => [...atlasKeys.resources(facilityId), 'consumables'] as const,
  consumable: (facilityId: string, id: string) => [...atlasKeys.consumables(facilityId), id] as const,

  cycles: (facilityId: string) => [...atlasKeys.facility(facilityId), 'cycles'] as const,
  cycleList: (facilityId: string) => [...atlasKeys.cycles(facilityId), 'list'] as const,
  cycle: (facilityId: string, id: string) => [...atlasKeys.cycles(facilityId), 'cycle', id] as const,
  templates: (facilityId: string) => [...atlasKeys.cycles(facilityId), 'templates'] as const,
  template: (facilityId: string, id: string) => [...atlasKeys.templates(facilityId), id] as const,
  tasks: (facilityId: string) => [...atlasKeys.cycles(facilityId), 'tasks'] as const,
  calendar: (facilityId: string, from: string, to: string) =>
    [...atlasKeys.tasks(facilityId), 'calendar', from, to] as const,
  myTasks: (facilityId: string, userId: string) => [...atlasKeys.tasks(facilityId), 'mine', userId] as const,
};
