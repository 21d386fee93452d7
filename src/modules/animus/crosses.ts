// Cross types and their parent rules, as the database checks them (animus_crosses_parents_check):
// a self (S1…) pollinates the mother with herself, open and polycross pollen has no single known
// father, every other cross (F1…, BX1…) has two different parents.

export const CROSS_TYPES = [
  'F1',
  'F2',
  'F3',
  'F4',
  'S1',
  'S2',
  'BX1',
  'BX2',
  'BX3',
  'open',
  'polycross',
] as const;
export type CrossType = (typeof CROSS_TYPES)[number];

export const CROSS_TYPE_LABELS: Record<CrossType, string> = {
  F1: 'F1 (two different parents)',
  F2: 'F2 (F1 × F1)',
  F3: 'F3',
  F4: 'F4',
  S1: 'S1 (self)',
  S2: 'S2 (self of an S1)',
  BX1: 'BX1 (back-cross to a parent)',
  BX2: 'BX2',
  BX3: 'BX3',
  open: 'Open pollination',
  polycross: 'Polycross (pollen mix)',
};

export type FatherRule = 'required' | 'self' | 'none';

export function fatherRule(type: string): FatherRule {
  if (type.startsWith('S')) return 'self';
  if (type === 'open' || type === 'polycross') return 'none';
  return 'required';
}

/** The offspring's generation code: the cross type, or OP / PC. */
export function defaultGeneration(type: string): string {
  if (type === 'open') return 'OP';
  if (type === 'polycross') return 'PC';
  return type;
}

/** "TC-F2-03": the project's initials, the type and the next free number. */
export function suggestCrossCode(projectName: string, type: string, existing: readonly string[]): string {
  const initials =
    projectName
      .split(/\s+/)
      .map((w) => w.replace(/[^A-Za-z0-9]/g, '')[0] ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 4) || 'X';
  const prefix = `${initials}-${type === 'open' ? 'OP' : type === 'polycross' ? 'PC' : type}-`;
  const taken = new Set(existing.map((c) => c.toLowerCase()));
  for (let i = 1; ; i++) {
    const code = `${prefix}${String(i).padStart(2, '0')}`;
    if (!taken.has(code.toLowerCase())) return code;
  }
}

/** "Tangie × GSC", "Tangie (self)", "Tangie × open pollination". */
export function crossName(type: string, mother: string, father: string | null): string {
  const rule = fatherRule(type);
  if (rule === 'self') return `${mother} (self)`;
  if (rule === 'none') return `${mother} × ${type === 'open' ? 'open pollination' : 'pollen mix'}`;
  return `${mother} × ${father ?? '?'}`;
}
