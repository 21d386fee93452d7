// One maintenance request with its state and the next step (start it, then mark it done with what
// was done); who and when are stamped by the database.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime, formatRelative } from '@/lib/format';
import { toast } from '@/lib/toast';
import { setRequestStatus, useResourceMutation } from '../api/resource-mutations';
import { personName, useTeam } from '@/lib/data/facilities';
import { atlasErrorMessage } from '../errors';
import { useFacility } from './facility-context';
import { AtlasFormDialog } from './form-parts';
import { toFormNumber } from '@/lib/decimal';

interface RequestLike {
  id: string;
  kind: string;
  title: string;
  description: string | null;
  status: string;
  reported_at: string;
  reported_by: string | null;
  started_at: string | null;
  started_by: string | null;
  done_at: string | null;
  done_by: string | null;
  resolution: string | null;
}

export function MaintenanceRequestRow({ request: r, subtitle }: { request: RequestLike; subtitle?: string }) {
  const { facility } = useFacility();
  const team = useTeam(facility.id);
  const [finishing, setFinishing] = useState(false);
  const start = useResourceMutation(facility.id, () => setRequestStatus(r.id, 'in_progress'));
  return (
    <li className="flex flex-col gap-2 border-b border-line pb-3 last:border-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink">{r.title}</p>
          {subtitle ? <p className="text-xs text-muted">{subtitle}</p> : null}
        </div>
        <span className="flex flex-wrap gap-1">
          <Badge tone={r.kind === 'corrective' ? 'danger' : 'info'}>
            {r.kind === 'corrective' ? 'Breakdown' : 'Preventive'}
          </Badge>
          <Badge tone={r.status === 'done' ? 'success' : r.status === 'in_progress' ? 'warning' : 'neutral'}>
            {r.status === 'done' ? 'Done' : r.status === 'in_progress' ? 'In progress' : 'Open'}
          </Badge>
        </span>
      </div>
      {r.description ? <p className="text-sm text-ink">{r.description}</p> : null}
      <p className="text-xs text-muted">
        Reported by {personName(team.data, r.reported_by)} {formatRelative(r.reported_at, { pastOnly: true })}
        {r.started_at
          ? ` · started by ${personName(team.data, r.started_by)}, ${formatDateTime(r.started_at)}`
          : ''}
        {r.done_at ? ` · done by ${personName(team.data, r.done_by)}, ${formatDateTime(r.done_at)}` : ''}
      </p>
      {r.resolution ? <p className="text-sm text-ink">Fix: {r.resolution}</p> : null}
      {facility.can('log') && r.status !== 'done' ? (
        <div className="flex gap-2">
          {r.status === 'open' ? (
            <Button
              variant="secondary"
              className="h-9"
              busy={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: () => toast.success('Request started', { description: r.title }),
                  onError: (e) => toast.error('Could not start it', { description: atlasErrorMessage(e) }),
                })
              }
            >
              Start
            </Button>
          ) : (
            <Button className="h-9" onClick={() => setFinishing(true)}>
              Mark done
            </Button>
          )}
        </div>
      ) : null}
      {finishing ? <FinishDialog request={r} onClose={() => setFinishing(false)} /> : null}
    </li>
  );
}

function FinishDialog({ request, onClose }: { request: RequestLike; onClose: () => void }) {
  const { facility } = useFacility();
  const [resolution, setResolution] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const finish = useResourceMutation(facility.id, () =>
    setRequestStatus(request.id, 'done', {
      resolution: resolution.trim() || null,
      cost: cost.trim() === '' ? null : toFormNumber(cost),
    }),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={finish}
      title={`Done: ${request.title}`}
      submitLabel="Mark done"
      onSubmit={(e) => {
        e.preventDefault();
        if (cost.trim() !== '' && !(toFormNumber(cost) >= 0 && Number.isFinite(toFormNumber(cost))))
          return setError('Enter a cost of zero or more.');
        setError(null);
        finish.mutate(undefined, {
          onSuccess: () => {
            toast.success('Request done', { description: request.title });
            onClose();
          },
        });
      }}
    >
      <TextAreaField
        label="What was done"
        rows={3}
        value={resolution}
        onChange={(e) => setResolution(e.target.value)}
        maxLength={2000}
      />
      <TextField
        label="Cost (USD, optional)"
        type="number"
        inputMode="decimal"
        step="0.01"
        value={cost}
        onChange={(e) => setCost(e.target.value)}
        error={error ?? undefined}
      />
    </AtlasFormDialog>
  );
}
