import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ApplicationForm } from './application-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SPECIALTIES = [
  { id: 1, name: 'Indoor Cultivation' },
  { id: 8, name: 'Rockwool & Crop Steering' },
  { id: 13, name: 'Integrated Pest Management' },
];

function renderForm(submitting = false) {
  const onSubmit = vi.fn();
  render(<ApplicationForm specialties={SPECIALTIES} submitting={submitting} onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Professional Title'), 'Crop Steering Consultant');
  await user.type(
    screen.getByLabelText('Short Bio (50-100 characters)'),
    'Rockwool crop steering for indoor rooms and greenhouses.',
  );
  await user.type(screen.getByLabelText('Detailed Bio'), 'Ten years of rockwool and dryback work.');
  await user.click(screen.getByRole('button', { name: 'Rockwool & Crop Steering' }));
}

describe('ApplicationForm', () => {
  beforeEach(() => {
    vi.mocked(toast.error).mockReset();
  });

  it('defaults to Monday–Friday, a $150 rate and no video links', () => {
    renderForm();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(screen.getByRole('checkbox', { name: day })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByLabelText('Hourly Rate (USD)')).toHaveValue('150');
    expect(screen.getByLabelText('Hourly Rate (USD)')).toHaveAttribute('step', '5');
    expect(screen.queryByLabelText('Calendly URL (optional)')).not.toBeInTheDocument();
    expect(screen.getByText(/Current consultants|terms of service/i)).toBeInTheDocument();
  });

  it('counts the short bio live and limits it to 100 characters', async () => {
    const { user } = renderForm();
    const shortBio = screen.getByLabelText('Short Bio (50-100 characters)');
    expect(shortBio).toHaveAttribute('maxLength', '100');
    expect(screen.getByText('0/100 characters')).toBeInTheDocument();
    await user.type(shortBio, 'Hello');
    expect(screen.getByText('5/100 characters · 45 more needed')).toBeInTheDocument();
  });

  it('refuses a short bio under 50 characters inline, not as missing information (issue 14 §16)', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    const shortBio = screen.getByLabelText('Short Bio (50-100 characters)');
    await user.clear(shortBio);
    await user.type(shortBio, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Short bio must be between 50 and 100 characters')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("answers a blank form with 'Missing information' and the inline messages", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(toast.error).toHaveBeenCalledWith('Missing information', {
      description: 'Please fill out all required fields.',
    });
    expect(await screen.findByText('Please select at least one specialty')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one available day')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps years within 1–50 and the rate within 50–500 in steps of 5', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    const years = screen.getByLabelText('Years of Experience');
    await user.clear(years);
    await user.type(years, '0');
    const rate = screen.getByLabelText(/Hourly Rate/);
    await user.clear(rate);
    await user.type(rate, '152');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Years of experience must be between 1 and 50')).toBeInTheDocument();
    expect(screen.getByText('Hourly rate must be a multiple of $5')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '505');
    await user.clear(years);
    await user.type(years, '51');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Hourly rate must be between $50 and $500')).toBeInTheDocument();
    expect(screen.getByText('Years of experience must be between 1 and 50')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Only the specific messages: nothing required is missing.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reveals the optional Calendly and Zoom links with the video toggle and checks them', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: 'Offer video consultations' }));
    await user.type(screen.getByLabelText('Zoom Link (optional)'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Enter a valid Zoom link starting with https://')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Zoom Link (optional)'));
    await user.type(screen.getByLabelText('Zoom Link (optional)'), 'https://zoom.us/j/123');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Crop Steering Consultant',
      specialtyIds: [8],
      availableDays: [1, 2, 3, 4, 5],
      hourlyRate: 150,
      yearsExperience: 1,
      hasVideoConferencing: true,
      calendlyUrl: '',
      zoomLink: 'https://zoom.us/j/123',
    });
  });

  it("reads 'Submitting...' while busy", () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
