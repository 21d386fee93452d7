import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useCreateSelection } from '../api/create-selection';
import { makeSelection } from '../fixtures';
import { SelectionFormDialog } from './selection-form-dialog';

vi.mock('../api/create-selection', () => ({ useCreateSelection: vi.fn() }));
vi.mock('../api/update-selection', () => ({
  useUpdateSelection: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));
vi.mock('../api/get-image-urls', () => ({ useImageUrls: () => ({ data: {} }) }));
vi.mock('../api/upload-selection-image', async (orig) => ({
  ...(await orig<object>()),
  useUploadSelectionImage: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mutateAsync = vi.fn();

function setup(pending = false) {
  vi.mocked(useCreateSelection).mockReturnValue({ isPending: pending, mutateAsync } as never);
  const onOpenChange = vi.fn();
  render(<SelectionFormDialog open onOpenChange={onOpenChange} projectId="p1" phenos={[]} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Create New Selection' }) };
}

describe('SelectionFormDialog', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('starts with the spec defaults and enables Create only with a plant id', async () => {
    const { dialog } = setup();
    expect(
      within(dialog).getByText('Select this plant for its outstanding characteristics.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Generation *')).toHaveValue('F1');
    const create = within(dialog).getByRole('button', { name: 'Create Selection' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Plant ID *'), '#4');
    expect(create).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Growth Metrics' }));
    for (const name of ['Structure', 'Vigor', 'Yield', 'Frost', 'Overall']) {
      expect(within(dialog).getByRole('slider', { name })).toHaveValue('5');
    }
    expect(within(dialog).getByRole('slider', { name: 'Overall' })).toHaveAttribute('step', '0.5');
    expect(within(dialog).getByRole('slider', { name: 'Vigor' })).toHaveAttribute('step', '1');
  });

  it('trims tags, refuses a repeat in another case, and adds suggestions', async () => {
    const { dialog } = setup();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Tags & Images' }));
    const input = within(dialog).getByLabelText('Tags');
    await userEvent.type(input, '  Citrus  {Enter}');
    await userEvent.type(input, 'CITRUS{Enter}');
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ pine' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove tag Citrus', 'Remove tag pine']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove tag Citrus' }));
    expect(within(chosen).getAllByRole('button')).toHaveLength(1);
  });

  it('saves, toasts with the plant id and closes; a failure toasts the spec error', async () => {
    const { dialog, onOpenChange } = setup();
    await userEvent.type(within(dialog).getByLabelText('Plant ID *'), ' #4 ');
    await userEvent.type(within(dialog).getByLabelText('Highlights'), '  Early finish {Enter}');
    mutateAsync.mockResolvedValueOnce(makeSelection({ plantId: '#4' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Selection' }));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    const { values } = mutateAsync.mock.calls[0]![0];
    expect(values.plantId).toBe('#4');
    expect(values.selectionHighlights).toEqual(['Early finish']);
    expect(values.sensoryData).toMatchObject({ aroma_intensity: 5, smoke_harshness: 5, ash_color: 'white' });
    expect(toast.success).toHaveBeenCalledWith('Selection Created', {
      description: 'Successfully created new selection for #4',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);

    mutateAsync.mockRejectedValueOnce(new Error('nope'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Selection' }));
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Failed to create selection. Please try again.',
    });
  });

  it("shows 'Saving...' while busy", () => {
    const { dialog } = setup(true);
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
