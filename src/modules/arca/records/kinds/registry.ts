// Every log kind the records screens know. Filters and Quality (issue 15) and issue 16's logs add
// theirs here.
import { diaryKind } from './diary.ts';
import { filterKind } from './filter.ts';
import { ppmKind } from './ppm.ts';
import { qualityKind } from './quality.ts';
import { runoffKind } from './runoff.ts';
import { yieldKind } from './yield.ts';
import type { RecordKind } from './types.ts';

export const KINDS = {
  diary: diaryKind,
  runoff: runoffKind,
  ppm: ppmKind,
  yield: yieldKind,
  filter: filterKind,
  quality: qualityKind,
} as const satisfies Record<string, RecordKind>;
export type KindName = keyof typeof KINDS;

export function kindOf(name: string): RecordKind | undefined {
  return (KINDS as Record<string, RecordKind>)[name];
}
