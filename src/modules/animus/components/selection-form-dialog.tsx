// The selection Create/Edit dialog: four tabs (one file each under selection-form/), the spec's
// texts and toasts. What it derives from its state lives in ../selection-form-state.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useCreateSelection } from '../api/create-selection';
import type { Pheno } from '../api/get-phenos';
import { useUpdateSelection } from '../api/update-selection';
import {
  canSubmit,
  defaultSelectionInput,
  selectionFormSchema,
  type SelectionFormValues,
} from '../form-rules';
import { phenoSensory } from '../pheno-sensory';
import type { Selection } from '../selection';
import {
  initialSelectionValues,
  matchPheno,
  tabOfFirstError,
  type SelectionFormTab,
} from '../selection-form-state';
import { BasicTab } from './selection-form/basic-tab';
import { GrowthTab } from './selection-form/growth-tab';
import { SensoryTab } from './selection-form/sensory-tab';
import { TagsTab } from './selection-form/tags-tab';

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

export function SelectionFormDialog(props: SelectionFormDialogProps) {
  // A fresh form per opening: defaults ('now', the plant's sensory record) are read when it opens.
  return props.open ? <SelectionForm key={props.selection?.id ?? 'new'} {...props} /> : null;
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
  const [tab, setTab] = useState<SelectionFormTab>('basic');
  // Paths uploaded in this opening, so that one removed again before saving is deleted too.
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const create = useCreateSelection(projectId);
  const update = useUpdateSelection(projectId);
  const busy = create.isPending || update.isPending;

  const form = useForm<SelectionFormValues>({
    resolver: zodResolver(selectionFormSchema),
    defaultValues: initialSelectionValues(selection, fromPheno, new Date()),
  });
  const { control, handleSubmit, setValue, formState } = form;
  const values = useWatch({ control }) as SelectionFormValues;

  // Typing a plant id of one of the project's plants links the selection to it; in create mode its
  // generation and sensory record become the defaults until the user changes them.
  const matchedPheno = matchPheno(phenos, values.plantId);
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
      const phenoId = matchPheno(phenos, plant)?.id ?? (selection?.phenoId || null);
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
      <Tabs value={tab} onValueChange={(v) => setTab(v as SelectionFormTab)}>
        <TabsList aria-label="Selection form sections">
          <TabsTrigger value="basic">Basic Info</TabsTrigger>
          <TabsTrigger value="growth">Growth Metrics</TabsTrigger>
          <TabsTrigger value="sensory">Sensory Data</TabsTrigger>
          <TabsTrigger value="tags">Tags &amp; Images</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" forceMount hidden={tab !== 'basic'} className="flex flex-col gap-4">
          <BasicTab form={form} values={values} phenos={phenos} matchedPheno={matchedPheno} />
        </TabsContent>
        <TabsContent value="growth" forceMount hidden={tab !== 'growth'} className="flex flex-col gap-4">
          <GrowthTab control={control} />
        </TabsContent>
        <TabsContent value="sensory" forceMount hidden={tab !== 'sensory'} className="flex flex-col gap-4">
          <SensoryTab form={form} values={values} />
        </TabsContent>
        <TabsContent value="tags" forceMount hidden={tab !== 'tags'} className="flex flex-col gap-4">
          <TagsTab
            form={form}
            values={values}
            projectId={projectId}
            onUploaded={(path) => setUploaded((list) => [...list, path])}
          />
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}
