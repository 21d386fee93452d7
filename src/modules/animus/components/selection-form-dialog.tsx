import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { Slider } from '@/components/ui/slider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateSelection } from '../api/create-selection';
import type { Pheno } from '../api/get-phenos';
import { useImageUrls } from '../api/get-image-urls';
import { useUpdateSelection } from '../api/update-selection';
import { uploadAccept, uploadHint, uploadProblem } from '@/lib/uploads';
import { SELECTION_IMAGE_RULE, useUploadSelectionImage } from '../api/upload-selection-image';
import { formatLocalDate, parseSelectionDate } from '../dates';
import {
  addHighlight,
  addProfile,
  addTag,
  canSubmit,
  defaultSelectionInput,
  ratingSlider,
  removeAt,
  removeProfile,
  removeTag,
  selectionFormSchema,
  selectionToFormValues,
  type SelectionFormValues,
} from '../form-rules';
import type { Selection, SelectionTagCategory } from '../selection';
import {
  AROMA_PROFILE_SUGGESTIONS,
  ASH_COLOR_OPTIONS,
  FLAVOR_PROFILE_SUGGESTIONS,
  GROWTH_METRIC_KEYS,
  GROWTH_METRIC_LABELS,
  SELECTION_TAG_CATEGORIES,
  SENSORY_RATING_KEYS,
  SENSORY_RATING_LABELS,
  SUGGESTED_TAGS,
  TAG_CATEGORY_LABELS,
} from '../selection';
import { phenoSensory } from '../pheno-sensory';
import { ChipInput, RemovableList, Suggestions } from './chip-input';
import { TagPill } from './tag-pill';

type TabValue = 'basic' | 'growth' | 'sensory' | 'tags';

/** The tab holding the first invalid field, so a failed submit shows what to fix. */
function tabOfFirstError(errors: FieldErrors<SelectionFormValues>): TabValue {
  if (errors.plantId || errors.generation || errors.selectionDate || errors.selectionRationale)
    return 'basic';
  if (errors.selectionNotes || errors.selectionHighlights) return 'basic';
  if (errors.growthMetrics) return 'growth';
  if (errors.sensoryData) return 'sensory';
  return 'tags';
}

export interface SelectionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** Edit mode when given. */
  selection?: Selection | null;
  /** The project's plants: the Plant ID field suggests them and links the selection to one. */
  phenos: readonly Pheno[];
  /** Create mode starting from a plant (its id, generation and sensory record). */
  fromPheno?: Pheno | null;
  onSaved?: (s: Selection) => void;
}

/** spec-2 §2 "Create/Edit dialog" with the §5 rules; four tabs, the spec's texts and toasts. */
export function SelectionFormDialog(props: SelectionFormDialogProps) {
  // A fresh form per opening: defaults ('now', the plant's sensory record) are read when it opens.
  return props.open ? <SelectionForm key={props.selection?.id ?? 'new'} {...props} /> : null;
}

function initialValues(selection: Selection | null | undefined, fromPheno: Pheno | null | undefined) {
  if (selection) return selectionToFormValues(selection);
  const values = defaultSelectionInput(new Date(), phenoSensory(fromPheno ?? undefined));
  if (fromPheno) {
    values.plantId = fromPheno.plant_id;
    values.generation = fromPheno.generation;
  }
  return values;
}

function SelectionForm({
  open,
  onOpenChange,
  projectId,
  selection,
  phenos,
  fromPheno,
  onSaved,
}: SelectionFormDialogProps) {
  const editing = Boolean(selection);
  const viewer = useViewer();
  const [tab, setTab] = useState<TabValue>('basic');
  const [category, setCategory] = useState<SelectionTagCategory>('aroma');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Paths uploaded in this opening, so that one removed again before saving is deleted too.
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const plantListId = useId();
  const create = useCreateSelection(projectId);
  const update = useUpdateSelection(projectId);
  const upload = useUploadSelectionImage();
  const busy = create.isPending || update.isPending;

  const { control, register, handleSubmit, setValue, getValues, formState } = useForm<SelectionFormValues>({
    resolver: zodResolver(selectionFormSchema),
    defaultValues: initialValues(selection, fromPheno),
  });
  const values = useWatch({ control }) as SelectionFormValues;
  const images = values.images ?? [];
  const imageUrls = useImageUrls(images);

  // Typing a plant id of one of the project's plants links the selection to it; in create mode its
  // generation and sensory record become the defaults until the user changes them.
  const matchedPheno = phenos.find(
    (p) => p.plant_id.trim().toLowerCase() === (values.plantId ?? '').trim().toLowerCase(),
  );
  const sensoryDirty = Boolean(formState.dirtyFields.sensoryData);
  const generationDirty = Boolean(formState.dirtyFields.generation);
  useEffect(() => {
    if (editing || !matchedPheno) return;
    if (!generationDirty) setValue('generation', matchedPheno.generation);
    const sensory = phenoSensory(matchedPheno);
    if (!sensoryDirty && sensory) {
      setValue('sensoryData', defaultSelectionInput(new Date(), sensory).sensoryData);
    }
    // Only when the matched plant changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchedPheno?.id]);

  const onSubmit = handleSubmit(
    async (parsed) => {
      const plant = parsed.plantId;
      const phenoId =
        phenos.find((p) => p.plant_id.trim().toLowerCase() === plant.trim().toLowerCase())?.id ??
        (selection?.phenoId || null);
      try {
        const saved = selection
          ? await update.mutateAsync({
              id: selection.id,
              projectId,
              phenoId,
              values: parsed,
              // Stored images removed in this edit, and uploads of this edit removed again before saving.
              removedImages: [...selection.images, ...uploaded].filter(
                (path) => !parsed.images.includes(path),
              ),
            })
          : await create.mutateAsync({ projectId, phenoId, values: parsed });
        toast.success(editing ? 'Selection Updated' : 'Selection Created', {
          description: editing
            ? `Successfully updated selection for ${plant}`
            : `Successfully created new selection for ${plant}`,
        });
        onOpenChange(false);
        onSaved?.(saved);
      } catch {
        toast.error('Error', {
          description: editing
            ? 'Failed to update selection. Please try again.'
            : 'Failed to create selection. Please try again.',
        });
      }
    },
    (errors) => setTab(tabOfFirstError(errors)),
  );

  const onFile = async (file: File | undefined) => {
    setUploadError(null);
    if (!file || !viewer.userId) return;
    const problem = uploadProblem(SELECTION_IMAGE_RULE, file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    try {
      const path = await upload.mutateAsync({ userId: viewer.userId, projectId, file });
      setUploaded((list) => [...list, path]);
      setValue('images', [...getValues('images'), path], { shouldDirty: true });
    } catch (error) {
      setUploadError(getErrorMessage(error));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const e = formState.errors;
  const sensory = values.sensoryData;
  const tags = values.tags ?? [];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit Selection: ${selection?.plantId}` : 'Create New Selection'}
      description={
        editing
          ? 'Update the details for this selection.'
          : 'Select this plant for its outstanding characteristics.'
      }
      size="lg"
      submitLabel={busy ? 'Saving...' : editing ? 'Update Selection' : 'Create Selection'}
      busy={busy}
      submitDisabled={!canSubmit(values)}
      onSubmit={onSubmit}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)}>
        <TabsList aria-label="Selection form sections">
          <TabsTrigger value="basic">Basic Info</TabsTrigger>
          <TabsTrigger value="growth">Growth Metrics</TabsTrigger>
          <TabsTrigger value="sensory">Sensory Data</TabsTrigger>
          <TabsTrigger value="tags">Tags &amp; Images</TabsTrigger>
        </TabsList>

        <TabsContent value="basic" forceMount hidden={tab !== 'basic'} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Plant ID *"
              list={plantListId}
              autoComplete="off"
              required
              error={e.plantId?.message}
              hint={matchedPheno ? `Linked to plant ${matchedPheno.plant_id}` : undefined}
              {...register('plantId')}
            />
            <datalist id={plantListId}>
              {phenos.map((p) => (
                <option key={p.id} value={p.plant_id} />
              ))}
            </datalist>
            <TextField
              label="Generation *"
              required
              error={e.generation?.message}
              {...register('generation')}
            />
          </div>
          <Controller
            control={control}
            name="selectionDate"
            render={({ field }) => (
              <TextField
                label="Selection date"
                type="date"
                required
                value={
                  field.value instanceof Date && !Number.isNaN(field.value.getTime())
                    ? formatLocalDate(field.value)
                    : ''
                }
                // The picker selects one date and cannot be cleared (spec-2 §5).
                onChange={(ev) => {
                  const t = parseSelectionDate(ev.target.value);
                  if (!Number.isNaN(t)) field.onChange(new Date(t));
                }}
                onBlur={field.onBlur}
                error={e.selectionDate?.message}
              />
            )}
          />
          <TextAreaField
            label="Selection rationale"
            rows={3}
            placeholder="Why was this plant selected?"
            error={e.selectionRationale?.message}
            {...register('selectionRationale')}
          />
          <div className="flex flex-col gap-2">
            <ChipInput
              label="Highlights"
              placeholder="e.g. Terpene-rich, early finish"
              addLabel="Add highlight"
              onAdd={(t) =>
                setValue('selectionHighlights', addHighlight(getValues('selectionHighlights'), t), {
                  shouldDirty: true,
                })
              }
            />
            <RemovableList
              items={values.selectionHighlights ?? []}
              onRemove={(i) =>
                setValue('selectionHighlights', removeAt(getValues('selectionHighlights'), i), {
                  shouldDirty: true,
                })
              }
            />
            {e.selectionHighlights ? (
              <p className="text-xs font-medium text-danger-700">
                {e.selectionHighlights.message ?? 'Check the highlights'}
              </p>
            ) : null}
          </div>
          <TextAreaField
            label="Notes"
            rows={3}
            error={e.selectionNotes?.message}
            {...register('selectionNotes')}
          />
        </TabsContent>

        <TabsContent value="growth" forceMount hidden={tab !== 'growth'} className="flex flex-col gap-4">
          {GROWTH_METRIC_KEYS.map((k) => (
            <Controller
              key={k}
              control={control}
              name={`growthMetrics.${k}`}
              render={({ field }) => (
                <Slider
                  label={GROWTH_METRIC_LABELS[k]}
                  value={field.value}
                  onValueChange={field.onChange}
                  format={(v) => (k === 'overall' ? v.toFixed(1) : String(v))}
                  {...ratingSlider(k)}
                />
              )}
            />
          ))}
        </TabsContent>

        <TabsContent value="sensory" forceMount hidden={tab !== 'sensory'} className="flex flex-col gap-4">
          {SENSORY_RATING_KEYS.map((k) => (
            <Controller
              key={k}
              control={control}
              name={`sensoryData.${k}`}
              render={({ field }) => (
                <Slider
                  label={SENSORY_RATING_LABELS[k]}
                  value={field.value}
                  onValueChange={field.onChange}
                  {...ratingSlider(k)}
                />
              )}
            />
          ))}
          <SelectField label="Ash color" {...register('sensoryData.ash_color')}>
            {ASH_COLOR_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          {(['aroma', 'flavor'] as const).map((kind) => {
            const key = kind === 'aroma' ? 'sensoryData.aroma_profiles' : 'sensoryData.flavor_profiles';
            const list = (kind === 'aroma' ? sensory?.aroma_profiles : sensory?.flavor_profiles) ?? [];
            return (
              <div key={kind} className="flex flex-col gap-2">
                <ChipInput
                  label={kind === 'aroma' ? 'Aroma profiles' : 'Flavor profiles'}
                  addLabel={kind === 'aroma' ? 'Add aroma profile' : 'Add flavor profile'}
                  onAdd={(t) => setValue(key, addProfile(getValues(key), t), { shouldDirty: true })}
                />
                <RemovableList
                  items={list}
                  onRemove={(i) =>
                    setValue(key, removeProfile(getValues(key), list[i] ?? ''), { shouldDirty: true })
                  }
                />
                <Suggestions
                  label="Suggestions"
                  items={kind === 'aroma' ? AROMA_PROFILE_SUGGESTIONS : FLAVOR_PROFILE_SUGGESTIONS}
                  chosen={list}
                  onPick={(p) => setValue(key, addProfile(getValues(key), p), { shouldDirty: true })}
                />
              </div>
            );
          })}
        </TabsContent>

        <TabsContent value="tags" forceMount hidden={tab !== 'tags'} className="flex flex-col gap-4">
          <ChipInput
            label="Tags"
            placeholder="Type a tag and press Enter"
            addLabel="Add tag"
            before={
              <select
                aria-label="Tag category"
                value={category}
                onChange={(ev) => setCategory(ev.target.value as SelectionTagCategory)}
                className="h-11 rounded-lg border border-line bg-white px-2 text-sm"
              >
                {SELECTION_TAG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {TAG_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            }
            onAdd={(t) => setValue('tags', addTag(getValues('tags'), t, category), { shouldDirty: true })}
          />
          <Suggestions
            label={`Suggested ${TAG_CATEGORY_LABELS[category].toLowerCase()} tags`}
            items={SUGGESTED_TAGS[category]}
            chosen={tags.map((t) => t.name)}
            onPick={(name) =>
              setValue('tags', addTag(getValues('tags'), name, category), { shouldDirty: true })
            }
          />
          {tags.length > 0 ? (
            <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
              {tags.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    aria-label={`Remove tag ${t.name}`}
                    onClick={() =>
                      setValue('tags', removeTag(getValues('tags'), t.id), { shouldDirty: true })
                    }
                  >
                    <TagPill category={t.category}>
                      {t.name} <span aria-hidden="true">×</span>
                    </TagPill>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No tags yet.</p>
          )}
          {e.tags ? (
            <p className="text-xs font-medium text-danger-700">{e.tags.message ?? 'Check the tags'}</p>
          ) : null}

          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <p className="text-sm font-medium text-ink">Images</p>
            {images.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {images.map((path, i) => (
                  <li key={path} className="relative">
                    {imageUrls.data?.[path] ? (
                      <img
                        src={imageUrls.data[path]}
                        alt={`Attached ${i + 1} of ${images.length}`}
                        className="aspect-square w-full rounded-lg border border-line object-cover"
                      />
                    ) : (
                      <div className="aspect-square w-full animate-pulse rounded-lg bg-brand-100" />
                    )}
                    <button
                      type="button"
                      aria-label={`Remove image ${i + 1}`}
                      onClick={() =>
                        setValue('images', removeAt(getValues('images'), i), { shouldDirty: true })
                      }
                      className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/90 text-sm shadow"
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <label className="text-sm text-muted">
              <span className="sr-only">Upload image</span>
              <input
                ref={fileInput}
                type="file"
                accept={uploadAccept(SELECTION_IMAGE_RULE)}
                disabled={upload.isPending}
                onChange={(ev) => void onFile(ev.target.files?.[0])}
                className="block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-semibold file:text-brand-900"
              />
            </label>
            <p className="text-xs text-muted">
              {upload.isPending ? 'Uploading...' : uploadHint(SELECTION_IMAGE_RULE)}
            </p>
            {uploadError ? <Alert>{uploadError}</Alert> : null}
          </div>
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}
