import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_VIEWER, type Viewer } from '@/hooks/use-viewer';
import { renderWithProviders } from '@/test/render';
import { useDeleteSavedCalculation } from '../api/delete-saved-calculation';
import { useSavedCalculations } from '../api/get-saved-calculations';
import { useSaveCalculation } from '../api/save-calculation';
import { ShotSizePage } from '../pages/shot-size-page';

vi.mock('../api/get-saved-calculations', () => ({ useSavedCalculations: vi.fn() }));
vi.mock('../api/save-calculation', () => ({ useSaveCalculation: vi.fn() }));
vi.mock('../api/delete-saved-calculation', () => ({ useDeleteSavedCalculation: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const save = vi.fn();
const remove = vi.fn();
const viewer: Viewer = { ...SIGNED_OUT_VIEWER, signedIn: true, userId: 'user-1', tier: 'free' };
const saved = {
  id: 'calc-1',
  tool_id: 'arca-calculator',
  name: 'Big pots',
  inputs: { containerVolume: 20, containerVolumeUnit: 'L', shotPct: 5, fieldCapacityPct: null },
  results: {},
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function renderPage() {
  return renderWithProviders(<ShotSizePage />, { viewer });
}

describe('SavedCalculations', () => {
  beforeEach(() => {
    save.mockReset().mockResolvedValue({});
    remove.mockReset().mockResolvedValue(undefined);
    vi.mocked(useSavedCalculations).mockReturnValue({
      isPending: false,
      isError: false,
      data: [saved],
    } as never);
    vi.mocked(useSaveCalculation).mockReturnValue({ mutateAsync: save, isPending: false } as never);
    vi.mocked(useDeleteSavedCalculation).mockReturnValue({ mutateAsync: remove, isPending: false } as never);
  });

  it('is not offered to a signed-out visitor', () => {
    renderWithProviders(<ShotSizePage />);
    expect(screen.queryByRole('button', { name: 'Save calculation' })).not.toBeInTheDocument();
  });

  it('asks for a name, then saves the inputs and the results', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Save calculation' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Calculation name'), '  Coco 2 gal  ');
    await user.click(screen.getByRole('button', { name: 'Save calculation' }));
    expect(save).toHaveBeenCalledTimes(1);
    const variables = save.mock.calls[0]![0] as {
      toolId: string;
      name: string;
      inputs: Record<string, unknown>;
      results: Record<string, unknown>;
    };
    expect(variables.toolId).toBe('arca-calculator');
    expect(variables.name).toBe('Coco 2 gal');
    expect(variables.inputs).toMatchObject({ containerVolume: 7.57, shotPct: 3, substrate: 'coco' });
    expect(variables.results.shotMlPerPlant).toBeCloseTo(227.1, 1);
  });

  it('reopens a saved calculation into the form', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open Big pots' }));
    expect(screen.getByLabelText('Container volume')).toHaveValue('20');
    expect(screen.getByLabelText('Shot size')).toHaveValue('5');
    // 20 L × 5 % = 1,000 mL
    expect(
      within(screen.getByRole('region', { name: 'Shot' })).getByText('Shot size per plant').nextSibling,
    ).toHaveTextContent('1,000mL');
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Big pots' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('“Big pots” will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Big pots' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ id: 'calc-1', toolId: 'arca-calculator' });
  });
});
