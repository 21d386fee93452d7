// /arca/{log}/logger: one entry at a time, fast on a phone. Defaults: now, the facility, room and lot
// used last, the last reading's values as hints. Saved straight away when online, kept on the
// device when not; a refused save keeps everything typed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { KEPT_TOAST } from '@/hooks/use-capture';
import { useViewer } from '@/hooks/use-viewer';
import { formatDateTime } from '@/lib/format';
import { outboxEntry } from '@/lib/offline/outbox';
import { toast } from '@/lib/toast';
import { manualReadingHref, prometheusModule } from '@/modules/prometheus/paths';
import { useAccess } from '@/hooks/use-access';
import { useLastEntry } from '../api/get-last-entry';
import { useLots } from '../api/get-lots';
import { useRecordPlaces, type RecordPlace } from '../api/get-record-places';
import type { LogEntryVariables } from '../api/log-entry';
import type { PendingPhoto } from '../api/upload-photos';
import { useLogEntry } from '../api/use-log-entry';
import { EntryForm } from '../components/records/entry-form';
import {
  blankValues,
  toDraft,
  useEntryForm,
  type EntryFormValues,
} from '../components/records/use-entry-form';
import {
  FilterFiguresPanel,
  PpmFiguresPanel,
  QualityFiguresPanel,
  YieldFiguresPanel,
  RunoffFiguresPanel,
} from '../components/records/entry-figures';
import { FollowsSopField } from '../components/records/follows-sop-field';
import { loadLoggerMemory, saveLoggerMemory } from '../components/records/logger-memory';
import { PhotoPicker } from '../components/records/photo-picker';
import { useRecordTargets } from '../components/records/use-record-targets';
import { useRecordUnits } from '../components/records/use-record-units';
import { UnitsBar } from '../components/records/units-bar';
import { holdsOfError, type Hold } from '../protection/holds';
import { toLocalInput } from '../records/datetime';
import { checkEntry } from '../records/entry-rules';
import { recordErrorMessage } from '../records/errors';
import { KINDS, type KindName } from '../records/kinds/registry';
import type { RecordKind } from '../records/kinds/types';
import { hasUnits, toCanonical, toDisplay, type RecordUnits } from '../records/units';
import { FacilityGate } from '../components/facility-scope';
import { useCurrentFacility } from '@/hooks/use-current-facility';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function LoggerPage({ kindName }: { kindName: KindName }) {
  const kind = KINDS[kindName];
  const { userId } = useViewer();
  const prometheus = useAccess(prometheusModule.requiredTier, prometheusModule.scope);
  const places = useRecordPlaces();
  // A refused entry opened from the outbox (?outbox=<its id>) starts a fresh form, also when the
  // logger is already open.
  const [params] = useSearchParams();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageHeader
        title={kind.loggerTitle}
        back={
          <Link to={kind.paths.tool.href()} className="text-sm text-muted hover:underline">
            {kind.title}
          </Link>
        }
        actions={
          <>
            <Link
              to={kind.paths.records.href()}
              className="inline-flex h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
            >
              All records
            </Link>
            {/* Sensor readings live in Prometheus (Professional: the user's plan or a facility's). */}
            {kind.kind === 'runoff' && prometheus.access.open ? (
              <Link
                to={manualReadingHref()}
                className="inline-flex h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
              >
                Add a sensor reading in Prometheus
              </Link>
            ) : null}
          </>
        }
      />
      <FacilityGate
        places={places}
        loading={
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading the logger">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-40" />
          </div>
        }
      >
        {(list) => (
          <Logger key={params.get('outbox') ?? ''} kind={kind} places={list} userId={userId ?? ''} />
        )}
      </FacilityGate>
    </div>
  );
}

function defaultsFor(
  kind: RecordKind,
  facility: RecordPlace,
  userId: string,
  lotId: string | null,
  filterId: string | null = null,
): EntryFormValues {
  // The facility is the app's current one (useCurrentFacility); the room and lot used last there.
  const remembered = loadLoggerMemory(userId, kind.kind);
  const memory = remembered.facilityId === facility.id ? remembered : {};
  // The room used last, else the first growing room (readings are rarely taken in the dry room).
  const growing =
    facility.rooms.find((r) => !['dry', 'cure', 'storage'].includes(r.room_type)) ?? facility.rooms[0];
  const room =
    facility.rooms.find((r) => r.id === memory.roomId) ?? (kind.roomOptionalWith ? undefined : growing);
  return {
    facility_id: facility.id,
    room_id: room?.id ?? '',
    // A lot page's "New diary entry" names its lot; else the lot used last.
    lot_id: lotId ?? (kind.kind === 'diary' && facility.id === memory.facilityId ? (memory.lotId ?? '') : ''),
    occurred_at: toLocalInput(new Date()),
    status: 'done',
    notes: '',
    override_reason: '',
    values: {
      ...kind.defaultValues,
      // The first filter in use, when the log is about filters.
      ...(kind.fields.some((f) => f.type === 'filter')
        ? {
            filter_id:
              facility.filters.find((f) => f.id === filterId)?.id ??
              facility.filters.find((f) => !f.archived)?.id ??
              '',
          }
        : {}),
    },
  };
}

/** A refused entry, back in the form to be corrected: what was sent, in the grower's units. */
function valuesOf(kind: RecordKind, sent: LogEntryVariables, units: RecordUnits): EntryFormValues {
  const { payload } = sent;
  const values = Object.fromEntries(
    kind.fields.map((field) => {
      const value = payload.values[field.key];
      if (value === null || value === undefined) return [field.key, ''];
      if (field.type === 'number' && hasUnits(field.measure) && typeof value === 'number')
        return [field.key, Number(toDisplay(value, field.measure, units).toFixed(6))];
      return [field.key, value];
    }),
  );
  return {
    ...payload,
    room_id: payload.room_id ?? '',
    lot_id: payload.lot_id ?? '',
    occurred_at: toLocalInput(new Date(payload.occurred_at)),
    notes: payload.notes ?? '',
    override_reason: payload.override_reason ?? '',
    values,
  };
}

function Logger({ kind, places, userId }: { kind: RecordKind; places: RecordPlace[]; userId: string }) {
  const [units, setUnits] = useRecordUnits();
  const [params, setParams] = useSearchParams();
  const current = useCurrentFacility(places);
  const queryClient = useQueryClient();
  // "Correct" on a refused entry in the outbox opens the logger on it (?outbox=<its id>).
  const [fromOutbox] = useState(() => {
    const entry = outboxEntry(queryClient, params.get('outbox') ?? '');
    const sent = entry?.variables as LogEntryVariables | undefined;
    return entry && entry.kind === 'arca-entry' && sent?.kind === kind.kind ? { entry, sent } : null;
  });
  const correcting = fromOutbox?.entry.id ?? null;
  const form = useEntryForm(
    kind,
    units,
    fromOutbox
      ? valuesOf(kind, fromOutbox.sent, units)
      : defaultsFor(kind, current.facility!, userId, params.get('lot'), params.get('filter')),
  );
  const [photos, setPhotos] = useState<PendingPhoto[]>(fromOutbox?.sent.photos ?? []);
  // The intervals of a refusal the form could not foresee (asked offline, say).
  const [refused, setRefused] = useState<Hold[] | null>(null);
  const facilityId = useWatch({ control: form.control, name: 'facility_id' });
  // Kept from entry to entry (a round of readings follows one SOP), per facility.
  const [sop, setSop] = useState({ facilityId, sopId: '' });
  const sopId = sop.facilityId === facilityId ? sop.sopId : '';
  const roomId = useWatch({ control: form.control, name: 'room_id' });
  const values = useWatch({ control: form.control, name: 'values' }) ?? {};
  const lots = useLots(facilityId || null);
  const last = useLastEntry(kind.kind, facilityId || null);
  const targets = useRecordTargets(facilityId || null, roomId || null, kind);
  const save = useLogEntry();

  // Numbers already typed follow a unit change (2 L becomes 0.53 gal, not 2 gal).
  function changeUnits(next: RecordUnits) {
    for (const field of kind.fields) {
      if (field.type !== 'number' || !hasUnits(field.measure) || next[field.measure] === units[field.measure])
        continue;
      const typed = form.getValues(`values.${field.key}`);
      if (typeof typed !== 'number' || Number.isNaN(typed)) continue;
      const stored = toCanonical(typed, field.measure, units[field.measure]);
      form.setValue(`values.${field.key}`, Number(toDisplay(stored, field.measure, next).toFixed(6)));
    }
    setUnits(next);
  }

  async function onSubmit(input: EntryFormValues) {
    const checked = checkEntry(kind, toDraft(input), units);
    if (!checked.ok) return; // the resolver has shown why
    const facility = places.find((p) => p.id === checked.payload.facility_id)!;
    const room = facility.rooms.find((r) => r.id === checked.payload.room_id);
    const id = correcting ?? crypto.randomUUID();
    try {
      const result = await save.mutateAsync({
        variables: {
          kind: kind.kind,
          id,
          payload: checked.payload,
          photos,
          ownerId: facility.user_id,
          sopId: sopId || null,
        },
        label: capitalize(kind.noun.one),
        summary: [
          room?.room_name ?? facility.name,
          formatDateTime(checked.payload.occurred_at),
          input.notes.trim(),
        ]
          .filter(Boolean)
          .join(' · '),
        editHref: `${kind.paths.logger.href()}?${new URLSearchParams({ outbox: id })}`,
      });
      if (correcting) setParams({}, { replace: true });
      if (result.unlinked) {
        toast.warning(`${capitalize(kind.noun.one)} saved`, { description: result.unlinked });
      } else if (result.queued) {
        toast.info(KEPT_TOAST.title, { description: KEPT_TOAST.description });
      } else {
        toast.success(`${capitalize(kind.noun.one)} saved`);
      }
      saveLoggerMemory(userId, kind.kind, {
        facilityId: input.facility_id,
        roomId: input.room_id,
        lotId: input.lot_id,
      });
      // Where one logs is where one works: the facility becomes the app's current one.
      if (input.facility_id !== current.facility?.id) current.choose(input.facility_id);
      // The next entry starts blank but at the same place (a filter is one, like the room).
      const place = Object.fromEntries(
        kind.fields.filter((f) => f.type === 'filter').map((f) => [f.key, input.values[f.key]]),
      );
      form.reset({
        ...input,
        occurred_at: toLocalInput(new Date()),
        notes: '',
        override_reason: '',
        values: { ...blankValues(kind), ...place },
      });
      setPhotos([]);
      setRefused(null);
    } catch (error) {
      // Everything typed stays in the form; a refusal for a running interval asks for the reason.
      setRefused(holdsOfError(error));
      toast.error('The entry was not saved', { description: recordErrorMessage(error) });
    }
  }

  const figures =
    kind.kind === 'runoff' ? (
      <RunoffFiguresPanel values={values} units={units} targets={targets} />
    ) : kind.kind === 'ppm' ? (
      <PpmFiguresPanel values={values} units={units} targets={targets} />
    ) : kind.kind === 'yield' ? (
      <YieldFiguresPanel values={values} units={units} />
    ) : kind.kind === 'filter' ? (
      <FilterFiguresPanel values={values} units={units} />
    ) : kind.kind === 'quality' ? (
      <QualityFiguresPanel values={values} units={units} />
    ) : null;

  return (
    <>
      {fromOutbox && fromOutbox.entry.reason ? (
        <Alert>
          <p>
            <strong className="font-semibold">
              {fromOutbox.entry.state === 'conflict' ? 'Changed meanwhile:' : 'Refused:'}
            </strong>{' '}
            {fromOutbox.entry.reason}
          </p>
          <p className="mt-1">Correct the entry and save it again.</p>
        </Alert>
      ) : null}
      <UnitsBar kind={kind} units={units} onChange={changeUnits} />
      <EntryForm
        form={form}
        kind={kind}
        units={units}
        places={places}
        lots={lots.data ?? []}
        hints={last.data ?? undefined}
        figures={figures}
        photos={<PhotoPicker photos={photos} onChange={setPhotos} />}
        links={
          <FollowsSopField
            facilityId={facilityId || null}
            value={sopId}
            onChange={(id) => setSop({ facilityId, sopId: id })}
          />
        }
        onSubmit={onSubmit}
        refused={refused}
        footer={
          <Button type="submit" busy={save.isPending} className="h-12 w-full text-base">
            Save entry
          </Button>
        }
      />
    </>
  );
}
