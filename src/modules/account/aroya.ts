// The AROYA link (spec-2 §2 "Integrations page", §5, §8; issue 4): key masking, room-id validation
// and the key check against AROYA's public API (GET {base}/validate/ with a Bearer key).

export const AROYA_ROOM_ID_MAX = 99999;
export const INVALID_ROOM_ID_MESSAGE = 'Aroya Room ID must be a number between 0 and 99999.';

/** Shows only the last 4 characters of a key longer than 8 (spec-2 §5, §9). */
export function maskApiKey(key: string): string {
  if (key.length <= 8) return key;
  return `${'•'.repeat(Math.min(key.length - 4, 12))}${key.slice(-4)}`;
}

/** The room id as a number, null for a blank field, or undefined when invalid (integer 0–99999). */
export function parseRoomId(input: string): number | null | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 0 && n <= AROYA_ROOM_ID_MAX ? n : undefined;
}

export type KeyTestResult = { ok: true } | { ok: false; reason: string };

/** Calls AROYA's key-validation endpoint; every failure comes back with a reason a person can read. */
export async function testAroyaKey(
  baseUrl: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<KeyTestResult> {
  const url = `${baseUrl.replace(/\/+$/, '')}/validate/`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    return { ok: false, reason: `Could not reach AROYA${detail}.` };
  }
  if (response.ok) return { ok: true };
  if (response.status === 401 || response.status === 403)
    return { ok: false, reason: 'AROYA rejected this API key.' };
  return { ok: false, reason: `AROYA answered with HTTP ${response.status}.` };
}
