import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletenessCard } from './completeness-card';

describe('CompletenessCard', () => {
  it('shows the bar and which of the eight criteria are missing', () => {
    render(
      <CompletenessCard
        input={{
          title: 'Consultant',
          shortDescription: 'Tagline',
          bio: 'Short bio',
          specialtyIds: [1],
          yearsExperience: 3,
          hourlyRate: 100,
          availableDays: [1],
          calendlyUrl: '',
          hasVideoConferencing: true,
          zoomLink: '',
        }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Profile Completeness' })).toHaveAttribute(
      'aria-valuenow',
      '63',
    );
    expect(screen.getByText('5 of 8 complete')).toBeInTheDocument();
    expect(screen.getByText('Calendly URL')).toHaveTextContent('(missing)');
    expect(screen.getByText('Title and tagline')).toHaveTextContent('(complete)');
  });
});
