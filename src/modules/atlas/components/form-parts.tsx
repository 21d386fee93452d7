// The pieces every Atlas form dialog is built from: the dialog itself (closing, the busy state and
// the database's refusal shown above the fields, with everything typed kept), and the pickers
// several forms share: a room, a labelled enum, a person, an SOP in force.
import type { ComponentPropsWithRef, ComponentProps, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { useViewer } from '@/hooks/use-viewer';
import { useRooms } from '../api/get-rooms';
import { useSopRegister } from '../api/get-sop-register';
import { useTeam } from '@/lib/data/facilities';
import { atlasErrorMessage } from '../errors';
import { ROLE_LABELS } from '../team/roles';
import { useFacility } from './facility-context';

type SaveState = { isPending: boolean; isError: boolean; error: unknown };

export function AtlasFormDialog({
  onClose,
  save,
  errorMessages,
  children,
  ...props
}: Omit<ComponentProps<typeof FormDialog>, 'onOpenChange' | 'busy'> & {
  onClose: () => void;
  /** The mutation that saves the form. */
  save: SaveState;
  /** Wording for refusals this form can meet, by Postgres error code. */
  errorMessages?: Record<string, string>;
}) {
  return (
    <FormDialog {...props} onOpenChange={(open) => !open && onClose()} busy={save.isPending}>
      {save.isError ? <Alert>{atlasErrorMessage(save.error, errorMessages)}</Alert> : null}
      {children}
    </FormDialog>
  );
}

type SelectProps = { label: string; error?: string; hint?: ReactNode } & Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'children'
>;

/** The facility's rooms; `before` holds the choices that come first (none, "the cycle's room" …). */
export function RoomSelectField({ before, ...props }: SelectProps & { before: ReactNode }) {
  const { facility } = useFacility();
  const rooms = useRooms(facility.id);
  return (
    <SelectField {...props}>
      {before}
      {(rooms.data ?? []).map((r) => (
        <option key={r.id} value={r.id}>
          {r.room_name}
        </option>
      ))}
    </SelectField>
  );
}

/** One of a fixed list, shown by its label (categories, units). */
export function OptionSelectField<T extends string>({
  options,
  labels,
  ...props
}: SelectProps & { options: readonly T[]; labels?: Record<T, string> }) {
  return (
    <SelectField {...props}>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels?.[o] ?? o}
        </option>
      ))}
    </SelectField>
  );
}

/** Someone on the team, with their role; `approversOnly` leaves staff out. */
export function PersonSelectField({
  empty,
  approversOnly = false,
  withRole = true,
  ...props
}: SelectProps & { empty: string; approversOnly?: boolean; withRole?: boolean }) {
  const { facility } = useFacility();
  const team = useTeam(facility.id);
  const people = (team.data ?? []).filter((p) => !approversOnly || p.role !== 'staff');
  return (
    <SelectField {...props}>
      <option value="">{empty}</option>
      {people.map((p) => (
        <option key={p.userId} value={p.userId}>
          {withRole ? `${p.name} (${ROLE_LABELS[p.role].toLowerCase()})` : p.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The SOPs in force a task can follow. */
export function SopSelectField(props: SelectProps) {
  const { facility } = useFacility();
  const viewer = useViewer();
  const sops = useSopRegister(facility.id, viewer.userId!);
  return (
    <SelectField {...props}>
      <option value="">No SOP</option>
      {(sops.data ?? [])
        .filter((s) => s.status === 'effective')
        .map((s) => (
          <option key={s.id} value={s.id}>
            {s.code} {s.title}
          </option>
        ))}
    </SelectField>
  );
}
