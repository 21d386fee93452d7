// How the admin screens name a person.
import { fullName } from '@/lib/names';

export function personName(p: { first_name: string | null; last_name: string | null } | null | undefined) {
  return fullName(p?.first_name, p?.last_name, 'Unnamed applicant');
}
