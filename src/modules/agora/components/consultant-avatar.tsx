import { Avatar } from '@/components/ui/avatar';
import type { PersonName } from './names';

/** A consultant's or client's photo, or their initials; their name stands beside it. */
export function ConsultantAvatar({
  person,
  size = 'md',
  className,
}: {
  person: PersonName | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <Avatar
      url={person?.avatar_url}
      firstName={person?.first_name}
      lastName={person?.last_name}
      size={size}
      className={className}
    />
  );
}
