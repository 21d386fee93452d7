// The last answer of a small query, kept in localStorage, so a screen can open without a
// connection (after a reload in a grow room without signal) with the facilities, rooms and lots it
// showed last; the query refetches as soon as it can. Keys carry the user's id where the answer is
// one user's (src/lib/data/facilities.ts, Arca's lots per facility).
const PREFIX = 'canopy.cache.';

export function rememberedData<T>(key: readonly unknown[]): {
  initialData?: T;
  initialDataUpdatedAt: number;
} {
  try {
    const raw = window.localStorage.getItem(PREFIX + JSON.stringify(key));
    // Updated at 0: shown at once, refetched right away when online.
    return raw ? { initialData: JSON.parse(raw) as T, initialDataUpdatedAt: 0 } : { initialDataUpdatedAt: 0 };
  } catch {
    return { initialDataUpdatedAt: 0 };
  }
}

export function remember<T>(key: readonly unknown[], data: T): T {
  try {
    window.localStorage.setItem(PREFIX + JSON.stringify(key), JSON.stringify(data));
  } catch {
    // A full quota: the next offline start has less to show, nothing else changes.
  }
  return data;
}
