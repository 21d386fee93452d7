// Units a grower picked, remembered per user (and per tool) in localStorage, so a grower who
// thinks in gallons and °F sets them once.

const PREFIX = 'canopy.arca.units.';

export type UnitChoices = Record<string, string>;

function storageKey(userId: string | null | undefined): string {
  return `${PREFIX}${userId ?? 'guest'}`;
}

function readAll(userId: string | null | undefined): Record<string, UnitChoices> {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, UnitChoices>) : {};
  } catch {
    return {};
  }
}

/**
 * The remembered units of one tool, falling back to `defaults`; a remembered value that is no
 * longer one of `allowed[field]` (a unit list changed) is ignored.
 */
export function loadUnits<T extends UnitChoices>(
  userId: string | null | undefined,
  tool: string,
  defaults: T,
  allowed: { [K in keyof T]: readonly string[] },
): T {
  const stored = readAll(userId)[tool] ?? {};
  const result = { ...defaults };
  for (const field of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[field as string];
    if (typeof value === 'string' && allowed[field].includes(value)) result[field] = value as T[keyof T];
  }
  return result;
}

export function saveUnits(userId: string | null | undefined, tool: string, units: UnitChoices): void {
  try {
    const all = readAll(userId);
    all[tool] = { ...all[tool], ...units };
    window.localStorage.setItem(storageKey(userId), JSON.stringify(all));
  } catch {
    // Private mode or a full quota: the units just are not remembered.
  }
}
