// People's names as every screen shows them: "First Last", and initials for avatars.

type NamePart = string | null | undefined;

/** "First Last" from whichever parts there are, or `fallback` when there are none. */
export function fullName(first: NamePart, last: NamePart, fallback = ''): string {
  return (
    [first, last]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || fallback
  );
}

/** Avatar fallback: the initials of the first and last name, or '?' when there are none. */
export function initials(first: NamePart, last: NamePart): string {
  const text = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
  return text || '?';
}
