import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Dialog, FormDialog } from './dialog';

// Two ways screens open dialogs: an always-mounted Dialog whose `open` flips, and a FormDialog the
// screen mounts only while it is open.
function Toggled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Something else</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add cultivar
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add a cultivar">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

function Mounted() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit record
      </button>
      {open ? (
        <FormDialog onOpenChange={setOpen} title="Edit the record" submitLabel="Save" onSubmit={() => {}}>
          <input aria-label="Note" />
        </FormDialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('returns focus to the control that opened it when Escape closes it', async () => {
    const { user } = renderWithProviders(<Toggled />);
    await user.click(screen.getByRole('button', { name: 'Add cultivar' }));
    expect(await screen.findByRole('dialog', { name: 'Add a cultivar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add cultivar' })).toHaveFocus());
  });

  it('returns focus when a dialog the screen mounts only while open is closed (Cancel or Escape)', async () => {
    const { user } = renderWithProviders(<Mounted />);
    const opener = screen.getByRole('button', { name: 'Edit record' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Edit the record' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
