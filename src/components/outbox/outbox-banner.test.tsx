import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capture, registerOutbox, setOutboxOwner, type OutboxKinds } from '@/lib/offline/outbox';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { OutboxBanner } from './outbox-banner';

// The last answer from the server: 9:05 this morning.
const syncedAt = new Date();
syncedAt.setHours(9, 5, 0, 0);
vi.mock('@/lib/offline/cache', () => ({
  offlineCache: { subscribe: () => () => {}, syncedAt: () => syncedAt.getTime(), restoring: () => false },
}));

const refusals: Record<string, { code: string; message: string }> = {
  'refused-1': { code: '23514', message: 'Enter an EC between 0 and 20' },
  'conflict-1': { code: 'AR002', message: 'Someone changed it meanwhile' },
};
const send = vi.fn(async (v: { id: string }) => {
  if (!onlineManager.isOnline()) throw new TypeError('Failed to fetch');
  const refusal = refusals[v.id];
  if (refusal) throw refusal;
});

async function outboxWith(ids: string[]) {
  const client = createTestQueryClient();
  client.mount();
  setOutboxOwner('ana');
  const kind = {
    send,
    // The server's words, as the app's senders give them.
    reason: (e: unknown) => (e as Error).message,
    conflict: (e: unknown) => (e as { code?: string }).code === 'AR002',
  };
  registerOutbox(client, { 'arca-entry': async () => kind } as unknown as OutboxKinds, async () => 'ana');
  onlineManager.setOnline(false);
  for (const id of ids)
    await capture(client, {
      kind: 'arca-entry',
      variables: { id },
      meta: {
        id,
        owner: 'ana',
        label: 'PPM reading',
        summary: `Flower A · ${id}`,
        editHref: `/arca/ppms/logger?outbox=${id}`,
      },
    });
  return client;
}

beforeEach(() => {
  send.mockClear();
});
afterEach(() => onlineManager.setOnline(true));

describe('OutboxBanner', () => {
  it('says offline since the last sync and how many entries wait; nothing online with an empty outbox', async () => {
    const client = await outboxWith(['a', 'b']);
    const { user } = renderWithProviders(<OutboxBanner />, { queryClient: client });
    const banner = screen.getByRole('region', { name: 'Connection and outbox' });
    expect(banner).toHaveTextContent('Offline since 9:05 AM.');
    expect(banner).toHaveTextContent('2 entries are waiting to be sent.');

    await user.click(screen.getByRole('button', { name: 'Review (2)' }));
    const items = within(screen.getByRole('list', { name: 'Outbox' })).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^Flower A/).textContent)).toEqual([
      'Flower A · a',
      'Flower A · b',
    ]);
    expect(items.every((i) => within(i).queryByText('Waiting') !== null)).toBe(true);
    // Waiting entries are not offered for correction: they have not been refused.
    expect(screen.queryByRole('link', { name: 'Correct' })).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Connection and outbox' })).not.toBeInTheDocument(),
    );
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("lists a refused entry with the server's reason and a conflict explained; corrects, sends again or discards", async () => {
    const client = await outboxWith(['refused-1', 'conflict-1', 'ok-1']);
    const { user } = renderWithProviders(<OutboxBanner />, {
      queryClient: client,
      routes: [{ path: '/arca/ppms/logger', element: <p>The logger</p> }],
    });
    act(() => onlineManager.setOnline(true));
    const banner = await screen.findByText('2 entries were refused.');
    expect(banner.closest('section')).not.toHaveTextContent('waiting to be sent');

    await user.click(screen.getByRole('button', { name: 'Review (2)' }));
    const [refused, conflict] = within(screen.getByRole('list', { name: 'Outbox' })).getAllByRole('listitem');
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('The server said: Enter an EC between 0 and 20');
    expect(conflict).toHaveTextContent('Conflict');
    expect(conflict).toHaveTextContent('Changed meanwhile: Someone changed it meanwhile');
    expect(within(refused!).getByRole('link', { name: 'Correct' })).toHaveAttribute(
      'href',
      '/arca/ppms/logger?outbox=refused-1',
    );

    // Sent again once the reason is gone.
    delete refusals['refused-1'];
    await user.click(within(refused!).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));

    // Discarded after a confirmation.
    await user.click(within(screen.getByRole('listitem')).getByRole('button', { name: 'Discard' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard this entry?' });
    expect(confirm).toHaveTextContent('PPM reading: Flower A · conflict-1. It will not be sent.');
    await user.click(within(confirm).getByRole('button', { name: 'Discard entry' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Connection and outbox' })).not.toBeInTheDocument(),
    );
    expect(send.mock.calls.map(([v]) => v.id)).toEqual(['refused-1', 'conflict-1', 'ok-1', 'refused-1']);
  });
});
