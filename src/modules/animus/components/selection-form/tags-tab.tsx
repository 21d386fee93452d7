// The form's Tags & Images tab: tags by category with suggestions, then the images section.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { addTag, removeTag, type SelectionFormValues } from '../../form-rules';
import {
  SELECTION_TAG_CATEGORIES,
  SUGGESTED_TAGS,
  TAG_CATEGORY_LABELS,
  type SelectionTagCategory,
} from '../../selection';
import { ChipInput, Suggestions } from '../chip-input';
import { TagPill } from '../tag-pill';
import { ImagesSection } from './images-section';

export function TagsTab({
  form,
  values,
  projectId,
  onUploaded,
}: {
  form: UseFormReturn<SelectionFormValues>;
  values: SelectionFormValues;
  projectId: string;
  /** Called with the storage path of each image uploaded in this opening. */
  onUploaded: (path: string) => void;
}) {
  const { setValue, getValues, formState } = form;
  const [category, setCategory] = useState<SelectionTagCategory>('aroma');
  const tags = values.tags ?? [];
  const tagsError = formState.errors.tags;
  return (
    <>
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
        onPick={(name) => setValue('tags', addTag(getValues('tags'), name, category), { shouldDirty: true })}
      />
      {tags.length > 0 ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {tags.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                aria-label={`Remove tag ${t.name}`}
                onClick={() => setValue('tags', removeTag(getValues('tags'), t.id), { shouldDirty: true })}
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
      {tagsError ? (
        <p className="text-xs font-medium text-danger-700">{tagsError.message ?? 'Check the tags'}</p>
      ) : null}

      <ImagesSection form={form} images={values.images ?? []} projectId={projectId} onUploaded={onUploaded} />
    </>
  );
}
