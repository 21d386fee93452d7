import type { ComponentPropsWithRef } from 'react';
import { SelectField } from '@/components/ui/fields';
import type { CultivarOption } from '../../api/get-cultivar-options';

/** A cultivar picker: the grower's own and shared cultivars, the breeder telling same names apart. */
export function CultivarSelect({
  label,
  options,
  exclude,
  placeholder = 'Choose a cultivar',
  ...props
}: {
  label: string;
  options: readonly CultivarOption[];
  exclude?: string;
  placeholder?: string;
  error?: string;
  hint?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'>) {
  const names = new Map<string, number>();
  for (const o of options) names.set(o.name.toLowerCase(), (names.get(o.name.toLowerCase()) ?? 0) + 1);
  return (
    <SelectField label={label} {...props}>
      <option value="">{placeholder}</option>
      {options
        .filter((o) => o.id !== exclude)
        .map((o) => (
          <option key={o.id} value={o.id}>
            {(names.get(o.name.toLowerCase()) ?? 0) > 1 && o.breeder ? `${o.name} (${o.breeder})` : o.name}
          </option>
        ))}
    </SelectField>
  );
}
