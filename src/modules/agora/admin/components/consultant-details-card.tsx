import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { ConsultantDetails } from '../api/get-consultant-details';
import { ConsultantAvatar } from '../../components/consultant-avatar';
import { DAY_NAMES, parseAvailableHours } from '../../components/format';
import { formatDate } from '@/lib/format';
import { personName } from '../format';

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
  const hours = parseAvailableHours(consultant.available_hours);
  return (
    <Card aria-labelledby="consultant-details-title">
      <div className="mb-4 flex items-start gap-3">
        <ConsultantAvatar person={consultant.profile} />
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
          {days.join(', ')} · {hours.start}–{hours.end} ({consultant.time_zone})
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
