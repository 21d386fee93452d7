// Every log kind the records screens know. Filters, Yields and Quality (issue 15's second part)
// and issue 16's logs add theirs here.
import { diaryKind } from './diary.ts';
import { ppmKind } from './ppm.ts';
import { runoffKind } from './runoff.ts';
import type { RecordKind } from './types.ts';

export const KINDS = { diary: diaryKind, runoff: runoffKind, ppm: ppmKind } as const satisfies Record<
  string,
  RecordKind
>;
export type KindName = keyof typeof KINDS;

export function kindOf(name: string): RecordKind | undefined {
  return (KINDS as Record<string, RecordKind>)[name];
}
