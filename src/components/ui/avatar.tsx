import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/names';
import { avatarThumbnailUrl } from '@/lib/thumbnails';

const SIZES = { sm: 'size-10 text-sm', md: 'size-14 text-lg', lg: 'size-20 text-2xl' } as const;

/**
 * A person's picture (a 128 px rendition of a stored avatar; the original if the rendition fails,
 * e.g. on a hosted plan without image transformations), or their initials when there is none or it
 * fails to load. Decorative unless
 * `label` is given (e.g. "Profile" → "Profile picture" / "Profile initials"), since a name usually
 * stands beside it.
 */
export function Avatar({
  url,
  firstName,
  lastName,
  size = 'md',
  label,
  className,
}: {
  url: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  // Remember which URLs failed, so a new picture is tried again.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const original = url?.trim();
  const candidates = original ? [...new Set([avatarThumbnailUrl(original), original])] : [];
  const src = candidates.find((c) => !failed.includes(c));
  return (
    <span
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
        SIZES[size],
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt={label ? `${label} picture` : ''}
          className="size-full object-cover"
          onError={() => setFailed((f) => [...f, src])}
        />
      ) : label ? (
        <span aria-label={`${label} initials`}>{initials(firstName, lastName)}</span>
      ) : (
        <span aria-hidden="true">{initials(firstName, lastName)}</span>
      )}
    </span>
  );
}
