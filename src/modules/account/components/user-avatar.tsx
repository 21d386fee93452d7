import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initialsOf } from '../initials';

/** The profile picture, or the person's initials when there is none (or it fails to load). */
export function UserAvatar({
  url,
  firstName,
  lastName,
  className,
}: {
  url: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url && failed !== url;
  return (
    <span
      className={cn(
        'inline-grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800',
        className,
      )}
    >
      {showImage ? (
        <img
          src={url}
          alt="Profile picture"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        <span aria-label="Profile initials">{initialsOf(firstName, lastName)}</span>
      )}
    </span>
  );
}
