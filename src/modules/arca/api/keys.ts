import type { ArcaToolId } from '../saved-calculation.ts';

export const arcaKeys = {
  all: ['arca'] as const,
  savedCalculations: () => [...arcaKeys.all, 'saved-calculations'] as const,
  savedCalculationList: (userId: string, toolId: ArcaToolId) =>
    [...arcaKeys.savedCalculations(), userId, toolId] as const,
};
