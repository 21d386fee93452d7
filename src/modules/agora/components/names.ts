// People's names as the Agora screens show them.

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
  avatar_url?: string | null;
}

export function fullName(person: PersonName | null | undefined, fallback = 'Consultant'): string {
  const name = [person?.first_name, person?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || fallback;
}

/** Up to two initials from the first and last name; '?' when there is no name. */
export function initials(person: PersonName | null | undefined): string {
  const letters = [person?.first_name, person?.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}
