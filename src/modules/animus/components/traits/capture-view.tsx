import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import type { Observation } from '../../api/observations';
import type { Trait } from '../../api/traits';
import { captureStep, isEmptyValue, latestByPlantAndTrait, type CapturePlantLike } from '../../capture';
import { checkValue, EMPTY_VALUE, formatValue, type ObservationValue } from '../../trait-scale';
import { useCaptureQueue } from './capture-queue';
import { TraitInput } from './trait-input';

interface Cell {
  value: ObservationValue;
  error: string | null;
  clientId: string | null;
  /** A photo taken here, shown until the saved one comes back. */
  photoUrl?: string;
}

/**
 * Trait capture, one plant after another: big controls for the project's traits, each value saved
 * as soon as it is finished (a tap, leaving a field). Values wait on the phone when there is no
 * network and are sent when it returns (useCaptureQueue); a replay updates the same observation.
 */
export function CaptureView({
  projectId,
  userId,
  plants,
  traits,
  observations,
  onDone,
}: {
  projectId: string;
  userId: string;
  plants: readonly CapturePlantLike[];
  traits: readonly Trait[];
  observations: readonly Observation[];
  onDone: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [cells, setCells] = useState<Record<string, Cell>>({});
  const [savedAny, setSavedAny] = useState(false);
  const [waitedAny, setWaitedAny] = useState(false);
  const { waiting, failed, dismiss, save } = useCaptureQueue();
  // Once values have waited offline, the status says when they have all gone through.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  if (waiting > 0 && offline && !waitedAny) setWaitedAny(true);

  const step = captureStep(plants.length, index);
  const plant = plants[step.index];
  const latest = useMemo(
    () =>
      latestByPlantAndTrait(observations, new Map(traits.map((t) => [t.id, t.versions.map((v) => v.id)]))),
    [observations, traits],
  );

  if (!plant) return <p className="text-muted">This project has no plants to record yet.</p>;

  const key = (traitId: string) => `${plant.id}:${traitId}`;
  const cellOf = (trait: Trait): Cell => {
    const own = cells[key(trait.id)];
    if (own) return own;
    const prior = latest.get(key(trait.id));
    // A value recorded on an older version is not shown as if it were on this scale.
    const value =
      prior && prior.trait_version_id === trait.current.id
        ? {
            value_number: prior.value_number,
            value_text: prior.value_text,
            value_date: prior.value_date,
            photo_path: prior.photo_path,
          }
        : EMPTY_VALUE;
    return {
      value,
      error: null,
      clientId: prior?.trait_version_id === trait.current.id ? prior.client_id : null,
    };
  };
  const update = (trait: Trait, cell: Cell) => setCells((c) => ({ ...c, [key(trait.id)]: cell }));

  const commit = (trait: Trait, value: ObservationValue) => {
    const cell = cellOf(trait);
    if (isEmptyValue(value)) {
      update(trait, { ...cell, value, error: null });
      return;
    }
    const error = checkValue(trait.current.scale, value);
    if (error) {
      update(trait, { ...cell, value, error });
      return;
    }
    const clientId = cell.clientId ?? crypto.randomUUID();
    const next = { ...cell, value, error: null, clientId };
    update(trait, next);
    setSavedAny(true);
    save(
      'animus-observation',
      clientId,
      {
        ...value,
        client_id: clientId,
        project_id: projectId,
        pheno_id: plant.id,
        trait_version_id: trait.current.id,
        observed_at: new Date().toISOString(),
      },
      `Plant ${plant.plant_id} · ${trait.name}: ${formatValue(trait.current.scale, value)}`,
    ).catch((error: unknown) => update(trait, { ...next, error: getErrorMessage(error) }));
  };

  const photo = (trait: Trait, file: File) => {
    const cell = cellOf(trait);
    const clientId = cell.clientId ?? crypto.randomUUID();
    const ext = file.type === 'image/png' ? 'png' : file.type === 'image/webp' ? 'webp' : 'jpg';
    const path = `${userId}/${projectId}/${clientId}.${ext}`;
    const value = { ...EMPTY_VALUE, photo_path: path };
    const next = { value, error: null, clientId, photoUrl: URL.createObjectURL(file) };
    update(trait, next);
    setSavedAny(true);
    save(
      'animus-photo',
      clientId,
      {
        path,
        blob: file,
        write: {
          ...value,
          client_id: clientId,
          project_id: projectId,
          pheno_id: plant.id,
          trait_version_id: trait.current.id,
          observed_at: new Date().toISOString(),
        },
      },
      `Plant ${plant.plant_id} · ${trait.name}: photo`,
    ).catch((error: unknown) => update(trait, { ...next, error: getErrorMessage(error) }));
  };

  const status =
    waiting > 0
      ? `${waiting} waiting to sync${offline ? ' · offline, saved on this device' : ' · syncing…'}`
      : failed.length > 0
        ? `${failed.length} could not be saved`
        : waitedAny
          ? 'All changes synced'
          : savedAny
            ? 'Saved'
            : 'Values save as you record them';

  return (
    <section aria-labelledby="capture-plant" className="flex flex-col gap-4 pb-40 md:pb-28">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="capture-plant" className="text-2xl font-semibold text-brand-950">
            Plant {plant.plant_id}
          </h2>
          <p className="text-sm text-muted">
            <span>{step.label}</span> · {plant.generation} · {plant.status}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            label="Go to plant"
            value={plant.id}
            onChange={(e) => setIndex(plants.findIndex((p) => p.id === e.target.value))}
            className="w-36"
          >
            {plants.map((p) => (
              <option key={p.id} value={p.id}>
                {p.plant_id}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
        {traits.map((t) => {
          const cell = cellOf(t);
          const prior = latest.get(key(t.id));
          const older = prior && prior.trait_version_id !== t.current.id ? prior : null;
          const olderVersion = older ? t.versions.find((v) => v.id === older.trait_version_id) : null;
          return (
            <div key={t.id} className="flex flex-col gap-1">
              <TraitInput
                name={t.name}
                scale={t.current.scale}
                value={cell.value}
                error={cell.error}
                photoUrl={cell.photoUrl ?? null}
                onChange={(value) => update(t, { ...cell, value, error: null })}
                onCommit={(value) => commit(t, value)}
                onPhoto={(file) => photo(t, file)}
              />
              {older && olderVersion ? (
                <p className="text-xs text-muted">
                  Last recorded on version {olderVersion.version}: {formatValue(olderVersion.scale, older)}{' '}
                  (not converted to this scale).
                </p>
              ) : null}
            </div>
          );
        })}
      </div>

      {failed.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Values that could not be saved">
          {failed.map((f) => (
            <li
              key={f.id}
              className="flex items-center justify-between gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700"
            >
              <span>{f.reason}</span>
              <Button variant="ghost" className="h-9" onClick={() => dismiss(f.id)}>
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {/* pr-20 below lg: the feedback button floats at the bottom right and would cover "Next plant". */}
      <div className="fixed inset-x-0 bottom-16 z-30 border-t border-line bg-white/95 py-3 pr-20 pl-4 backdrop-blur md:bottom-0 lg:px-4">
        <div className="mx-auto flex max-w-3xl flex-col gap-2">
          <p
            role="status"
            aria-live="polite"
            className={cn('text-center text-sm', failed.length ? 'text-danger-700' : 'text-muted')}
          >
            {status}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              className="h-14 text-base"
              disabled={step.previous === null}
              onClick={() => step.previous !== null && setIndex(step.previous)}
            >
              Previous plant
            </Button>
            <Button
              className="h-14 text-base"
              disabled={step.next === null}
              onClick={() => step.next !== null && setIndex(step.next)}
            >
              Next plant
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
