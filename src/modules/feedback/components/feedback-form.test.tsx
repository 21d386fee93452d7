import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { signedIn, signedOut } from '@/test/session';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackForm } from './feedback-form';

const insert = vi.fn();
const upload = vi.fn();

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: () => ({
      insert: (row: unknown) => ({
        select: () => ({ single: () => ({ throwOnError: () => insert(row) }) }),
      }),
    }),
    storage: {
      from: () => ({
        upload: (...args: unknown[]) => upload(...args),
      }),
    },
  },
}));

function renderForm(session: SessionContextValue = signedIn) {
  return renderWithProviders(<FeedbackForm />, { session }).user;
}

describe('FeedbackForm', () => {
  beforeEach(() => {
    insert.mockReset().mockResolvedValue({ data: { feedback_id: 'f1', created_at: 'now' } });
    upload.mockReset().mockResolvedValue({ data: {}, error: null });
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it("shows the spec's labels, placeholder, help texts and defaults", () => {
    renderForm();
    expect(screen.getByLabelText('Feedback Type')).toHaveValue('General');
    expect(screen.getByRole('option', { name: 'Select feedback type' })).toBeDisabled();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select feedback type',
      'Bug Report',
      'Feature Request',
      'Improvement Suggestion',
      'General Feedback',
    ]);
    expect(screen.getByLabelText('Description')).toHaveAttribute(
      'placeholder',
      'Please describe your feedback in detail...',
    );
    expect(screen.getByText('Select the category that best describes your feedback')).toBeInTheDocument();
    expect(screen.getByText('Be specific and include any relevant details')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, JPEG, GIF, max 5MB')).toBeInTheDocument();
  });

  it('shows the description messages and does not submit', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Description'), '  short   ');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachment (optional)'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The image is larger than 5MB. Please choose a smaller file.',
    );
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
  });

  it('uploads the attachment, inserts open feedback with the browser, and says thanks', async () => {
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    globalThis.URL.revokeObjectURL = vi.fn();
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Feedback Type'), 'Bug');
    await user.type(screen.getByLabelText('Description'), 'The chart does not load on Safari.');
    await user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File([new Uint8Array(1536)], 'shot.png', { type: 'image/png' }),
    );
    expect(screen.getByText('shot.png')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Attachment preview' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    // Into the user's own folder of the private bucket; the row keeps the path, not a public URL.
    const path = `${signedIn.user!.id}/`;
    expect(upload.mock.calls[0]?.[0]).toMatch(new RegExp(`^${path}[0-9a-f-]{36}\\.png$`));
    expect(insert).toHaveBeenCalledWith({
      user_id: signedIn.user!.id,
      feedback_type: 'Bug',
      description: 'The chart does not load on Safari.',
      attachment_url: upload.mock.calls[0]?.[0],
      user_metadata: { browser: navigator.userAgent },
      status: 'open',
    });
    expect(toast.success).toHaveBeenCalledWith('Feedback Submitted', {
      description: "Thank you for your feedback! We'll review it shortly.",
    });
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.queryByText('shot.png')).not.toBeInTheDocument();
  });

  it.each([
    ['23505', 'This feedback appears to be a duplicate.'],
    ['23503', 'Referenced user does not exist.'],
    ['42501', "You don't have permission to submit feedback."],
    ['23514', 'Failed to submit feedback. Please try again later.'],
  ])('maps %s to its message', async (code, message) => {
    insert.mockRejectedValue({ code, message: 'db says no' });
    const user = renderForm();
    await user.type(screen.getByLabelText('Description'), 'A perfectly fine description');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Submission Failed', { description: message }),
    );
  });

  it('counts the description as it is checked: trimmed, 10 to 1000 (issue 14 §17)', async () => {
    const user = renderForm();
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), '  short ');
    expect(screen.getByText('5/1000 characters · at least 10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'but now enough');
    expect(screen.getByText('20/1000 characters')).toBeInTheDocument();
  });

  it('closing the modal keeps the draft and image until discarded (issue 14 §17)', async () => {
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    globalThis.URL.revokeObjectURL = vi.fn();
    const { user } = renderWithProviders(<FeedbackDialog />, { session: signedIn });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await user.selectOptions(screen.getByLabelText('Feedback Type'), 'Bug');
    await user.type(screen.getByLabelText('Description'), 'Half-written thoughts');
    await user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File([new Uint8Array(1536)], 'shot.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByLabelText('Feedback Type')).toHaveValue('Bug');
    expect(screen.getByLabelText('Description')).toHaveValue('Half-written thoughts');
    expect(screen.getByText('shot.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Attachment preview' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Feedback Type')).toHaveValue('General');
    expect(screen.queryByText('shot.png')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it('a sent draft is gone the next time the modal opens', async () => {
    const { user } = renderWithProviders(<FeedbackDialog />, { session: signedIn });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await user.type(screen.getByLabelText('Description'), 'The chart does not load on Safari.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('signed out: the alert, and no way to submit', () => {
    renderForm(signedOut);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication RequiredYou need to be logged in to submit feedback. Please sign in and try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  });
});
