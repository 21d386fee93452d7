import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signedIn } from '@/test/session';
import type { ImportRow, LibraryParent } from '../../library-csv';
import { ImportDialog } from './import-dialog';

const state = vi.hoisted(() => ({
  library: [] as LibraryParent[],
  lookedUp: [] as Array<{ names: readonly string[]; ids: readonly string[] }>,
  sent: null as readonly ImportRow[] | null,
}));
vi.mock('../../api/get-import-parents', () => ({
  getImportParents: (names: readonly string[], ids: readonly string[]) => {
    state.lookedUp.push({ names, ids });
    return Promise.resolve(state.library);
  },
}));
vi.mock('../../api/import-cultivars', () => ({
  useImportCultivars: () => ({
    isPending: false,
    mutate: (rows: readonly ImportRow[]) => {
      state.sent = rows;
    },
  }),
}));

const SKUNK_SACRED = '5a000000-0000-4000-8000-000000000001';
const SKUNK_WEST = '5a000000-0000-4000-8000-000000000002';

describe('ImportDialog (strain library)', () => {
  beforeEach(() => {
    state.lookedUp = [];
    state.sent = null;
    state.library = [
      { id: SKUNK_SACRED, name: 'Skunk #1', breeder: 'Sacred Seeds', own: true },
      { id: SKUNK_WEST, name: 'Skunk #1', breeder: 'West Coast', own: true },
    ];
  });

  it('flags a parent name several cultivars share, lets the grower pick, and sends the pick by id', async () => {
    const csv = ['name,acquisition_date,mother', 'Tangie,11/14/2026,Skunk #1'].join('\n');
    const { user } = renderWithProviders(<ImportDialog open onOpenChange={() => {}} />, {
      session: signedIn,
    });
    const dialog = screen.getByRole('dialog', { name: 'Import cultivars from CSV' });
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'lib.csv', { type: 'text/csv' }),
    );

    const which = await within(dialog).findByLabelText('Which “Skunk #1”?');
    expect(state.lookedUp).toEqual([{ names: ['skunk #1'], ids: [] }]);
    expect(within(dialog).getByText('Choose which “Skunk #1” is the mother (above)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Ready')).not.toBeInTheDocument();
    const importButton = within(dialog).getByRole('button', { name: 'Import 1 cultivar' });
    expect(importButton).toBeDisabled();
    expect(
      within(which)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Skunk #1 — Sacred Seeds (your library)', 'Skunk #1 — West Coast (your library)']);

    await user.selectOptions(which, `id:${SKUNK_WEST}`);
    expect(within(dialog).getByText('Ready')).toBeInTheDocument();
    await user.click(importButton);
    await waitFor(() => expect(state.sent).not.toBeNull());
    // 11/14/2026 can only be month-first: read as the 14th of November.
    expect(state.sent).toEqual([
      expect.objectContaining({
        name: 'Tangie',
        acquisition_date: '2026-11-14',
        mother: SKUNK_WEST,
        lineage_evidence: 'grower_claim',
      }),
    ]);
  });

  it('says when a parent matches nothing, before anything is sent', async () => {
    state.library = [];
    const csv = ['name,mother', 'Tangie,Nobody'].join('\n');
    const { user } = renderWithProviders(<ImportDialog open onOpenChange={() => {}} />, {
      session: signedIn,
    });
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'lib.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText(
        'mother: no cultivar called “Nobody” in your library, the shared library or this file',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 cultivar' })).toBeDisabled();
  });
});
