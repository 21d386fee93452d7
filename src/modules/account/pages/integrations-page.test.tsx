import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { SessionContext } from '@/hooks/use-session';
import { signedIn } from '@/test/session';
import { IntegrationsPage } from './integrations-page';

vi.mock('../components/aroya-key-card', () => ({ AroyaKeyCard: () => <p>key card</p> }));
vi.mock('../components/aroya-room-mapping', () => ({ AroyaRoomMapping: () => <p>room mapping</p> }));

it('links back to the profile and offers only Aroya, with the others coming soon', () => {
  render(
    <SessionContext value={signedIn}>
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>
    </SessionContext>,
  );
  expect(screen.getByRole('link', { name: /Back to Profile/ })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('tab', { name: 'Aroya' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Growlink (coming soon)' })).toBeDisabled();
  expect(screen.getByRole('tab', { name: 'Other (coming soon)' })).toBeDisabled();
  expect(screen.getByText('key card')).toBeInTheDocument();
  expect(screen.getByText('room mapping')).toBeInTheDocument();
});
