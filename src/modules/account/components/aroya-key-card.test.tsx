import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { KeyTestResult } from '../aroya';
import { AroyaKeyCard } from './aroya-key-card';

// A stubbed data layer: the card's states are what is under test here.
const state = vi.hoisted(() => ({
  stored: { isPending: false, isError: false, data: null as { api_key: string } | null },
  testResult: null as null | ((key: string) => Promise<KeyTestResult>),
  save: vi.fn(),
  remove: vi.fn(),
}));

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../api/get-aroya-key', () => ({ useAroyaKey: () => state.stored }));
vi.mock('../api/save-aroya-key', () => ({
  useSaveAroyaKey: () => ({ mutate: state.save, isPending: false }),
}));
vi.mock('../api/delete-aroya-key', () => ({
  useDeleteAroyaKey: () => ({ mutate: state.remove, isPending: false }),
}));
vi.mock('../api/test-aroya-connection', () => ({
  useTestAroyaConnection: () => ({
    mutate: (key: string, opts: { onSuccess: (r: KeyTestResult) => void }) =>
      void state.testResult!(key).then(opts.onSuccess),
  }),
}));

describe('AroyaKeyCard', () => {
  beforeEach(() => {
    state.stored = { isPending: false, isError: false, data: null };
    state.testResult = null;
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.success).mockClear();
    state.save.mockReset();
  });

  it('starts idle with Save disabled, and refuses to test a blank key', async () => {
    render(<AroyaKeyCard userId="u1" />);
    expect(screen.getByText('No API key saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save API Key' })).toBeDisabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(toast.error).toHaveBeenCalledWith('Connection Failed', { description: 'API key cannot be empty' });
    expect(screen.getByRole('status')).toHaveTextContent('Connection FailedAPI key cannot be empty');
  });

  it('goes testing → success', async () => {
    let resolve!: (r: KeyTestResult) => void;
    state.testResult = () => new Promise((r) => (resolve = r));
    const user = userEvent.setup();
    render(<AroyaKeyCard userId="u1" />);
    await user.type(screen.getByLabelText('API Key'), 'good-key-123456');
    expect(screen.getByRole('button', { name: 'Save API Key' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(screen.getByRole('button', { name: 'Testing...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Testing connection...');
    resolve({ ok: true });
    expect(await screen.findByText('Connection Successful')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Connection Successful', expect.anything());
  });

  it('goes testing → error with the reason', async () => {
    state.testResult = async () => ({ ok: false, reason: 'AROYA rejected this API key.' });
    const user = userEvent.setup();
    render(<AroyaKeyCard userId="u1" />);
    await user.type(screen.getByLabelText('API Key'), 'bad-key-1234567');
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('AROYA rejected this API key.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Connection Failed', {
      description: 'AROYA rejected this API key.',
    });
  });

  it('shows a saved key masked to its last 4 characters and saves a new one', async () => {
    state.stored = { isPending: false, isError: false, data: { api_key: 'abcdefgh-wxyz' } };
    const user = userEvent.setup();
    render(<AroyaKeyCard userId="u1" />);
    expect(screen.getByText(/wxyz$/)).toHaveTextContent('•••••••••wxyz');
    expect(screen.queryByText(/abcdefgh/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('API Key'), '  new-key-0001  ');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(state.save).toHaveBeenCalledWith('new-key-0001', expect.anything());
  });

  it('shows a skeleton while the saved key loads', () => {
    state.stored = { isPending: true, isError: false, data: null };
    render(<AroyaKeyCard userId="u1" />);
    expect(screen.queryByText('No API key saved yet.')).not.toBeInTheDocument();
  });
});
