/** Avatar fallback: the initials of the first and last name. */
export function initials(first: string | null, last: string | null, fallback = '?'): string {
  const text = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
  return text || fallback;
}
