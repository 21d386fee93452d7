// What the logger remembers between entries, per user and log: the facility, room and lot last
// used, so the next reading in the same room takes two taps fewer.
const KEY = 'canopy.arca.logger.';

export interface LoggerMemory {
  facilityId?: string;
  roomId?: string;
  lotId?: string;
}

export function loadLoggerMemory(userId: string | null, kind: string): LoggerMemory {
  try {
    const all = JSON.parse(window.localStorage.getItem(KEY + (userId ?? 'guest')) ?? '{}') as Record<
      string,
      LoggerMemory
    >;
    return all[kind] ?? {};
  } catch {
    return {};
  }
}

export function saveLoggerMemory(userId: string | null, kind: string, memory: LoggerMemory): void {
  try {
    const key = KEY + (userId ?? 'guest');
    const all = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, LoggerMemory>;
    all[kind] = memory;
    window.localStorage.setItem(key, JSON.stringify(all));
  } catch {
    // Private mode or a full quota: the logger just starts from the first room next time.
  }
}
