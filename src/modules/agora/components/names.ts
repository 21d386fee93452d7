// People's names as the Agora screens show them.
import { fullName as joinName } from '@/lib/names';

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
  avatar_url?: string | null;
}

export function fullName(person: PersonName | null | undefined, fallback = 'Consultant'): string {
  return joinName(person?.first_name, person?.last_name, fallback);
}
