import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AroyaRoomMapping } from './aroya-room-mapping';
import { renderWithProviders } from '@/test/render';

const state = vi.hoisted(() => ({
  facilities: { isPending: false, isError: false, data: [] as unknown[], refetch: () => undefined },
  save: vi.fn(),
}));

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/data/facilities', () => ({ useOwnFacilities: () => state.facilities }));
vi.mock('../api/save-aroya-room-id', () => ({
  useSaveAroyaRoomId: () => ({ mutate: state.save, isPending: false }),
}));

const FACILITY = {
  id: 'f1',
  name: 'North Campus',
  location: null,
  notes: null,
  rooms: [
    { id: 'r1', room_name: 'Flower 1', room_type: 'flower', aroya_room_id: null },
    { id: 'r2', room_name: 'Veg 1', room_type: 'veg', aroya_room_id: 2202 },
  ],
};

const renderMapping = () => renderWithProviders(<AroyaRoomMapping userId="u1" />);

describe('AroyaRoomMapping', () => {
  beforeEach(() => {
    state.facilities = { isPending: false, isError: false, data: [FACILITY], refetch: () => undefined };
    state.save.mockReset();
    vi.mocked(toast.error).mockClear();
  });

  it('lists rooms per facility with Save for unmapped and Update for mapped rooms', () => {
    renderMapping();
    expect(screen.getByRole('heading', { name: 'North Campus' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aroya Room ID for Flower 1')).toHaveValue('');
    expect(screen.getByLabelText('Aroya Room ID for Veg 1')).toHaveValue('2202');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('rejects a room id outside 0–99999 with the spec message and saves a valid one', async () => {
    const user = userEvent.setup();
    renderMapping();
    await user.type(screen.getByLabelText('Aroya Room ID for Flower 1'), '100000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenCalledWith('Invalid Input', {
      description: 'Aroya Room ID must be a number between 0 and 99999.',
    });
    expect(state.save).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Aroya Room ID for Flower 1'));
    await user.type(screen.getByLabelText('Aroya Room ID for Flower 1'), '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(state.save).toHaveBeenCalledWith({ roomId: 'r1', aroyaRoomId: 99999 }, expect.anything());
  });

  it('reports a failed load', () => {
    state.facilities = { isPending: false, isError: true, data: [], refetch: () => undefined };
    renderMapping();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load facilities and rooms');
    expect(toast.error).toHaveBeenCalledWith('Error', {
      id: 'facilities-load',
      description: 'Failed to load facilities and rooms',
    });
  });

  it('points to the facilities page when there are none', () => {
    state.facilities = { isPending: false, isError: false, data: [], refetch: () => undefined };
    renderMapping();
    expect(screen.getByRole('link', { name: 'Manage facilities' })).toHaveAttribute(
      'href',
      '/profile/facilities',
    );
  });
});
