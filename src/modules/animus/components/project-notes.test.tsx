import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectNotes } from './project-notes';

const update = vi.fn();

vi.mock('../api/get-project-notes', () => ({
  useProjectNotes: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        id: 'n1',
        body: 'Popped 12 seeds.',
        created_at: '2026-11-01T10:00:00Z',
        updated_at: '2026-11-01T10:00:00Z',
      },
    ],
  }),
}));
vi.mock('../api/add-project-note', () => ({
  useAddProjectNote: () => ({ isPending: false, mutate: vi.fn() }),
}));
vi.mock('../api/delete-project-note', () => ({
  useDeleteProjectNote: () => ({ isPending: false, mutate: vi.fn() }),
}));
vi.mock('../api/update-project-note', () => ({
  useUpdateProjectNote: () => ({ isPending: false, mutate: update }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('ProjectNotes inline edit', () => {
  beforeEach(() => update.mockReset());

  it('opens focused, Escape cancels without saving and gives focus back to Edit', async () => {
    const user = userEvent.setup();
    render(<ProjectNotes projectId="p1" />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const box = screen.getByRole('textbox', { name: 'Edit note' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Popped 12 seeds.');
    await user.clear(box);
    await user.type(box, 'Changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(screen.getByText('Popped 12 seeds.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Edit note' })).toHaveFocus());
  });

  it('saves with Ctrl+Enter or Save, and refuses an empty note', async () => {
    const user = userEvent.setup();
    render(<ProjectNotes projectId="p1" />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const box = screen.getByRole('textbox', { name: 'Edit note' });
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write a note first')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.type(box, 'Kept two');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(update).toHaveBeenCalledWith({ id: 'n1', body: 'Kept two' }, expect.anything());
  });
});
