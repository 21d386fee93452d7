import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { Avatar } from './avatar';

const STORED = `${env.VITE_SUPABASE_URL}/storage/v1/object/public/avatars/user-1/avatar-1700000000000.png`;
const RENDITION = `${env.VITE_SUPABASE_URL}/storage/v1/render/image/public/avatars/user-1/avatar-1700000000000.png?width=128&height=128&resize=cover`;

describe('Avatar', () => {
  it('shows the 128 px rendition of a stored avatar, then the original, then the initials', () => {
    render(<Avatar url={STORED} firstName="Ada" lastName="Lovelace" label="Profile" />);
    const img = screen.getByRole('img', { name: 'Profile picture' });
    expect(img).toHaveAttribute('src', RENDITION);
    // Image transformations unavailable (some hosted plans): the original still shows.
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', STORED);
    fireEvent.error(screen.getByRole('img', { name: 'Profile picture' }));
    expect(screen.getByLabelText('Profile initials')).toHaveTextContent('AL');
  });

  it('shows a picture from elsewhere as it is', () => {
    const url = 'https://images.example.com/me.png';
    render(<Avatar url={url} firstName="Ada" lastName="Lovelace" label="Profile" />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', url);
  });
});
