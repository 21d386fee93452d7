import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials, type PersonName } from './names';

const SIZES = { sm: 'size-10 text-sm', md: 'size-14 text-lg', lg: 'size-20 text-2xl' } as const;

/** The person's photo, or their initials when there is none or it fails to load. */
export function ConsultantAvatar({
  person,
  size = 'md',
  className,
}: {
  person: PersonName | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = person?.avatar_url?.trim();
  const classes = cn('shrink-0 rounded-full', SIZES[size], className);
  if (src && !failed) {
    return <img src={src} alt="" className={cn(classes, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'grid place-items-center bg-brand-100 font-semibold text-brand-800')}
    >
      {initials(person)}
    </span>
  );
}
