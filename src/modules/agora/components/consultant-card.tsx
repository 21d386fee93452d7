import type { MouseEvent } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ConsultantAvatar } from './consultant-avatar';
import { fullName, type PersonName } from './names';
import { formatRate } from './format';
import { LinkButton } from './link-button';
import { SpecialtyBadges, type Specialty } from './specialty-badges';
import { StarRating } from './star-rating';
import { agoraPaths } from '../paths';

/** What a marketplace card shows; search_consultants rows with their embeds fit it. */
export interface ConsultantCardData {
  id: string;
  title: string;
  short_description: string;
  hourly_rate: number;
  years_experience: number;
  has_video_conferencing: boolean;
  rating: number;
  total_reviews: number;
  profile: PersonName | null;
  specialties: Specialty[];
}

/** Spec-1 §2 "Expert Marketplace page": the consultant card. */
export function ConsultantCard({
  consultant: c,
  onBook,
  showActions = true,
  className,
}: {
  consultant: ConsultantCardData;
  /** Called before following 'Book Consultation'; call `event.preventDefault()` to stay (e.g. upgrade prompt). */
  onBook?: (event: MouseEvent<HTMLAnchorElement>, consultant: ConsultantCardData) => void;
  /** False for a preview (the profile editor): no buttons. */
  showActions?: boolean;
  className?: string;
}) {
  const name = fullName(c.profile);
  return (
    <Card className={cn('@container flex h-full min-w-0 flex-col gap-4', className)} aria-label={name}>
      <div className="flex items-start gap-3">
        <ConsultantAvatar person={c.profile} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-brand-950">{name}</h3>
          <p className="truncate text-sm text-muted">{c.title}</p>
          <StarRating rating={c.rating} reviewCount={c.total_reviews} className="mt-1" />
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-ink">{c.short_description}</p>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline gap-1">
          <dt className="sr-only">Hourly rate</dt>
          <dd className="text-lg font-semibold text-brand-950">
            {formatRate(c.hourly_rate)}
            <span className="text-sm font-normal text-muted">/hr</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Experience</dt>
          <dd className="text-muted">
            {c.years_experience} {c.years_experience === 1 ? 'year' : 'years'} experience
          </dd>
        </div>
        {c.has_video_conferencing ? (
          <div>
            <dt className="sr-only">Video</dt>
            <dd className="flex items-center gap-1.5 text-brand-800">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <rect x="2" y="6" width="14" height="12" rx="2" />
                <path d="m16 10 6-3v10l-6-3" />
              </svg>
              Video consultations available
            </dd>
          </div>
        ) : null}
      </dl>
      <SpecialtyBadges specialties={c.specialties} max={3} />
      {showActions ? (
        <div className="mt-auto grid grid-cols-1 gap-2 pt-1 @[20rem]:grid-cols-2">
          <LinkButton
            variant="secondary"
            className="px-3 whitespace-nowrap"
            to={agoraPaths.consultant.href({ id: c.id })}
          >
            View Profile
          </LinkButton>
          <LinkButton
            className="px-3 whitespace-nowrap"
            to={agoraPaths.book.href({ id: c.id })}
            onClick={(event) => onBook?.(event, c)}
          >
            Book Consultation
          </LinkButton>
        </div>
      ) : null}
    </Card>
  );
}

/** The loading placeholder in the card's shape (the grid shows six, spec-1 §9). */
export function ConsultantCardSkeleton() {
  return (
    <div
      data-testid="consultant-card-skeleton"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3 rounded" />
          <Skeleton className="h-3 w-1/2 rounded" />
          <Skeleton className="h-3 w-1/3 rounded" />
        </div>
      </div>
      <Skeleton className="h-12 rounded" />
      <Skeleton className="h-5 w-1/4 rounded" />
      <Skeleton className="h-11 rounded-lg" />
    </div>
  );
}
