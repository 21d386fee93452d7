import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsultantCard, type ConsultantCardData } from './consultant-card';
import { starStates } from './stars';
import { renderWithProviders } from '@/test/render';

const base: ConsultantCardData = {
  id: 'c1',
  title: 'Commercial Cultivation Consultant',
  short_description: 'Crop steering, IPM and SOPs for indoor and greenhouse facilities.',
  hourly_rate: 149.6,
  years_experience: 12,
  has_video_conferencing: true,
  rating: 4.5,
  total_reviews: 18,
  profile: { first_name: 'Dana', last_name: 'Whitfield', avatar_url: null },
  specialties: [
    { id: 1, name: 'Indoor Cultivation' },
    { id: 2, name: 'Greenhouse Cultivation' },
    { id: 8, name: 'Rockwool & Crop Steering' },
    { id: 13, name: 'Integrated Pest Management' },
    { id: 26, name: 'Cultivation SOPs & Training' },
  ],
};

function renderCard(overrides: Partial<ConsultantCardData> = {}, onBook = vi.fn()) {
  renderWithProviders(<ConsultantCard consultant={{ ...base, ...overrides }} onBook={onBook} />);
  return screen.getByRole('region', { name: 'Dana Whitfield' });
}

const stars = (card: HTMLElement) =>
  [...card.querySelectorAll('[data-star]')].map((el) => el.getAttribute('data-star'));

describe('starStates (half-star rounding at 0.5)', () => {
  it.each([
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.4, ['full', 'full', 'full', 'full', 'empty']],
    [4.9, ['full', 'full', 'full', 'full', 'half']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
  ])('%s stars', (rating, expected) => {
    expect(starStates(rating)).toEqual(expected);
  });
});

describe('ConsultantCard', () => {
  it('shows name, title, rating with review count, whole-dollar rate, experience and video', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(within(card).getByText('Commercial Cultivation Consultant')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(stars(card)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(within(card).getByText('(18 reviews)')).toBeInTheDocument();
    expect(card).toHaveTextContent('$150/hr');
    expect(within(card).getByText('12 years experience')).toBeInTheDocument();
    expect(within(card).getByText('Video consultations available')).toBeInTheDocument();
  });

  it('rounds a 4.4 rating down to four whole stars', () => {
    const card = renderCard({ rating: 4.4 });
    expect(stars(card)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it("a consultant with no reviews is 'New', not five grey stars and 0.0 (issue 14 §18)", () => {
    const card = renderCard({ rating: 0, total_reviews: 0 });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(stars(card)).toEqual([]);
    expect(card).not.toHaveTextContent('0.0');
    expect(card).not.toHaveTextContent('(0 reviews)');
  });

  it('shows at most three specialty badges and a +N more badge', () => {
    const card = renderCard();
    const list = within(card).getByRole('list', { name: 'Specialties' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.at(-1)).toHaveTextContent('+2 more');
  });

  it('has no +N more badge with three specialties or fewer', () => {
    const card = renderCard({ specialties: base.specialties.slice(0, 3) });
    expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('falls back to initials without an avatar and hides the video line without video', () => {
    const card = renderCard({ has_video_conferencing: false });
    expect(within(card).getByText('DW')).toBeInTheDocument();
    expect(within(card).queryByText('Video consultations available')).not.toBeInTheDocument();
  });

  it('links View Profile and Book Consultation, and lets the page intercept booking', async () => {
    const onBook = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const card = renderCard({}, onBook);
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/agora/consultants/c1',
    );
    const book = within(card).getByRole('link', { name: 'Book Consultation' });
    expect(book).toHaveAttribute('href', '/agora/book/c1');
    await userEvent.click(book);
    expect(onBook).toHaveBeenCalledTimes(1);
  });
});
