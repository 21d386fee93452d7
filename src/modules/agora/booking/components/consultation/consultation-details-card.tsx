// A consultation's Details card: both people, when, how long, the price (and the consultant's payout
// for the consultant), the consultant's local time for the client, and the client's notes.
import { formatDate, formatTime } from '@/lib/format';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { ConsultantAvatar } from '../../../components/consultant-avatar';
import { formatPrice } from '../../../components/format';
import { fullName } from '../../../components/names';
import type { Consultation } from '../../api/get-consultation';
import { durationMinutes, type ConsultationSide } from '../../consultation-view';
import { durationLabel, tzLabel } from '../../slots';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

function Person({
  label,
  person,
  name,
  sub,
}: {
  label: string;
  person: Parameters<typeof ConsultantAvatar>[0]['person'];
  name: string;
  sub?: string | null;
}) {
  return (
    <div className="flex items-center gap-3">
      <ConsultantAvatar person={person} size="sm" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
        <p className="truncate text-sm font-semibold text-ink">{name}</p>
        {sub ? <p className="truncate text-xs text-muted">{sub}</p> : null}
      </div>
    </div>
  );
}

export function ConsultationDetailsCard({
  consultation: k,
  side,
}: {
  consultation: Consultation;
  side: ConsultationSide;
}) {
  const start = new Date(k.start_time);
  const end = new Date(k.end_time);
  const minutes = durationMinutes(k);
  const consultantName = fullName(k.consultant?.profile);
  const clientName = fullName(k.client, 'Client');
  return (
    <Card>
      <CardHeader title="Details" />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:gap-8">
        <Person
          label="Consultant"
          person={k.consultant?.profile}
          name={consultantName}
          sub={k.consultant?.title}
        />
        <Person label="Client" person={k.client} name={clientName} />
      </div>
      <dl className="flex flex-col gap-3 border-t border-line pt-4">
        <Row label="Date">{formatDate(start)}</Row>
        <Row label="Time">
          {formatTime(start)} – {formatTime(end)}
        </Row>
        <Row label="Duration">{durationLabel(minutes)}</Row>
        <Row label="Price">{formatPrice(Number(k.price))}</Row>
        {side === 'consultant' && k.consultant_payout !== null ? (
          <Row label="Your payout">{formatPrice(Number(k.consultant_payout))}</Row>
        ) : null}
        {k.consultant?.time_zone && side === 'client' ? (
          <Row label="Consultant's time">
            {formatTime(start, { timeZone: k.consultant.time_zone })} ({tzLabel(k.consultant.time_zone)})
          </Row>
        ) : null}
      </dl>
      {k.notes ? (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-ink">Notes</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{k.notes}</p>
        </div>
      ) : null}
    </Card>
  );
}
