import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useBulkDecideVerifications } from '../api/bulk-decide-verifications';
import type { VerificationRequest } from '../api/get-verification-requests';
import { VerificationQueue } from './verification-queue';
import { renderWithProviders } from '@/test/render';

vi.mock('../api/bulk-decide-verifications', () => ({ useBulkDecideVerifications: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const request = (
  id: string,
  first: string,
  years: number,
  created: string,
  title: string,
): VerificationRequest =>
  ({
    id,
    status: 'pending',
    created_at: created,
    verifier_id: 'admin',
    consultant_id: `c-${id}`,
    consultant: {
      id: `c-${id}`,
      title,
      short_description: 'Short',
      bio: `${title} bio`,
      years_experience: years,
      specialty_ids: [1, 2, 3].slice(0, (years % 3) + 1),
      profile: { first_name: first, last_name: 'Tester', avatar_url: null },
    },
  }) as VerificationRequest;

const requests = [
  request('r1', 'Tomás', 6, '2026-11-20T10:00:00Z', 'Organic Greenhouse Grower'),
  request('r2', 'Ingrid', 2, '2026-11-21T10:00:00Z', 'Cold Climate Advisor'),
  request('r3', 'Bo', 12, '2026-11-19T10:00:00Z', 'Extraction Lead'),
];

const mutate = vi.fn();

function renderQueue() {
  return renderWithProviders(
    <VerificationQueue requests={requests} loading={false} error={null} onRetry={vi.fn()} />,
  );
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('p')!.textContent);

describe('VerificationQueue', () => {
  beforeEach(() => {
    mutate.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
    vi.mocked(useBulkDecideVerifications).mockReturnValue({
      mutate,
      isPending: false,
    } as unknown as ReturnType<typeof useBulkDecideVerifications>);
  });

  it('lists pending requests newest first with date, specialties, years and a Review link', () => {
    renderQueue();
    expect(rowNames()).toEqual(['Ingrid Tester', 'Tomás Tester', 'Bo Tester']);
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Review Tomás Tester' })).toHaveAttribute(
      'href',
      '/agora/admin/verification/r1',
    );
  });

  it('searches, filters by experience and sorts', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.type(screen.getByLabelText('Search'), 'greenhouse');
    expect(rowNames()).toEqual(['Tomás Tester']);
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Experience'), 'expert');
    expect(rowNames()).toEqual(['Bo Tester']);
    await user.selectOptions(screen.getByLabelText('Experience'), 'all');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(rowNames()).toEqual(['Bo Tester', 'Ingrid Tester', 'Tomás Tester']);
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(screen.getByText('No applications match your filters')).toBeInTheDocument();
  });

  it('bulk actions need a selection; select all, then approve with a comment', async () => {
    const user = userEvent.setup();
    renderQueue();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 applications' });
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 applications' }));
    expect(mutate).toHaveBeenCalledWith(
      { ids: ['r2', 'r1', 'r3'], status: 'approved', comments: 'Welcome' },
      expect.anything(),
    );
    const { onSuccess } = mutate.mock.calls[0]![1];
    onSuccess({ succeeded: ['r2', 'r1', 'r3'], failed: [] });
    expect(toast.success).toHaveBeenCalledWith('Bulk approve/reject completed', expect.anything());
  });

  it('says which requests failed and keeps them selected', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(screen.getByRole('checkbox', { name: 'Select Tomás Tester' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo Tester' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applications' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 applications' }));
    const { onSuccess } = mutate.mock.calls[0]![1];
    onSuccess({ succeeded: ['r1'], failed: [{ id: 'r3', error: { code: 'AG005' } }] });
    expect(toast.error).toHaveBeenCalledWith('Error in bulk approve/reject', {
      description: 'Some verification requests may not have been processed.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bo Tester');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
