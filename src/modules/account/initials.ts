/** Avatar fallback: the initials of the first and last name, or '?' when there are none. */
export function initialsOf(first: string | null | undefined, last: string | null | undefined): string {
  const text = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
  return text || '?';
}
