import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { ConsultantDetails } from '../api/get-consultant-details';
import { DAY_NAMES, formatDate, personName } from '../format';

function hours(value: unknown): string {
  const h = typeof value === 'string' ? safeParse(value) : value;
  if (h && typeof h === 'object' && 'start' in h && 'end' in h) return `${String(h.start)}–${String(h.end)}`;
  return '09:00–17:00';
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted sm:w-40">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** Spec-2 §2: the applicant's profile details. */
export function ConsultantDetailsCard({ consultant }: { consultant: ConsultantDetails }) {
  const days = [...consultant.available_days].sort((a, b) => a - b).map((d) => DAY_NAMES[d] ?? d);
  return (
    <Card aria-labelledby="consultant-details-title">
      <div className="mb-4 flex items-start gap-3">
        {consultant.profile?.avatar_url ? (
          <img
            src={consultant.profile.avatar_url}
            alt=""
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-semibold text-brand-900"
          >
            {personName(consultant.profile).slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h2 id="consultant-details-title" className="text-lg font-semibold text-brand-950">
            {personName(consultant.profile)}
          </h2>
          <p className="text-sm font-medium text-ink">{consultant.title}</p>
          <p className="text-sm text-muted">{consultant.short_description}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-3">
        <Row label="Bio">
          <p className="whitespace-pre-line">{consultant.bio}</p>
        </Row>
        <Row label="Experience">
          {consultant.years_experience} {consultant.years_experience === 1 ? 'year' : 'years'}
        </Row>
        <Row label="Hourly rate">${consultant.hourly_rate}</Row>
        <Row label="Specialties">
          {consultant.specialties.length === 0 ? (
            '—'
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {consultant.specialties.map((s) => (
                <li key={s.id}>
                  <Badge tone="brand">{s.name}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Availability">
          {days.join(', ')} · {hours(consultant.available_hours)} ({consultant.time_zone})
        </Row>
        <Row label="Video conferencing">
          {consultant.has_video_conferencing ? 'Yes' : 'No'}
          {consultant.zoom_link ? (
            <>
              {' · '}
              <a
                href={consultant.zoom_link}
                target="_blank"
                rel="noreferrer noopener"
                className="text-brand-800 underline"
              >
                Zoom link
              </a>
            </>
          ) : null}
        </Row>
        <Row label="Calendly">
          {consultant.calendly_url ? (
            <a
              href={consultant.calendly_url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-800 underline"
            >
              {consultant.calendly_url}
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Applied">{formatDate(consultant.created_at)}</Row>
      </dl>
    </Card>
  );
}
