import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSetProjectTraits, type Trait } from '../../api/traits';
import { describeScale } from '../../trait-scale';

/** Which traits a project records, in the order capture shows them. */
export function TraitPicker({
  projectId,
  traits,
  picked,
}: {
  projectId: string;
  traits: readonly Trait[];
  picked: readonly string[];
}) {
  const save = useSetProjectTraits(projectId);
  const [chosen, setChosen] = useState<string[]>([...picked]);
  const changed = chosen.join() !== picked.join();
  const available = traits.filter((t) => !t.archived || picked.includes(t.id));
  const byCategory = new Map<string, Trait[]>();
  for (const t of available) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);

  return (
    <div className="flex flex-col gap-4">
      {[...byCategory].map(([category, list]) => (
        <fieldset key={category} className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-brand-950 capitalize">{category}</legend>
          {list.map((t) => (
            <CheckboxField
              key={t.id}
              label={t.name}
              hint={describeScale(t.current.scale)}
              checked={chosen.includes(t.id)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, t.id] : c.filter((x) => x !== t.id)))
              }
            />
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!changed}
          busy={save.isPending}
          onClick={() =>
            save.mutate(
              { projectId, traitIds: chosen },
              {
                onSuccess: () =>
                  toast.success('Traits saved', { description: `${chosen.length} traits for capture.` }),
                onError: (error) =>
                  toast.error('Could not save the traits', { description: getErrorMessage(error) }),
              },
            )
          }
        >
          Save traits
        </Button>
        <span className="text-sm text-muted">{chosen.length} chosen</span>
      </div>
    </div>
  );
}
