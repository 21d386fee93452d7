// The quiz timer. The deadline is the server's; the browser only counts down to it, correcting for
// the difference between its clock and the server's (measured from server_now on each response).

/** Milliseconds to add to the browser's clock to get the server's. */
export function clockOffset(serverNow: string, clientNowMs: number): number {
  return Date.parse(serverNow) - clientNowMs;
}

export function secondsLeft(deadline: string, offsetMs: number, clientNowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (clientNowMs + offsetMs)) / 1000));
}

/** "9:05", "1:02:03". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A wait in words, to the largest sensible unit: "8 seconds", "45 minutes", "3 hours", "89 days". */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return unit(s, 'second');
  if (s < 3600) return unit(Math.ceil(s / 60), 'minute');
  if (s < 86400 * 2) {
    const h = Math.floor(s / 3600);
    const m = Math.ceil((s % 3600) / 60);
    return m === 0 || h >= 10 ? unit(Math.ceil(s / 3600), 'hour') : `${unit(h, 'hour')} ${unit(m, 'minute')}`;
  }
  return unit(Math.ceil(s / 86400), 'day');
}

/** A duration setting in words: 1200 → "20 minutes", 86400 → "1 day". */
export function formatDuration(seconds: number): string {
  if (seconds % 86400 === 0) return unit(seconds / 86400, 'day');
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}
