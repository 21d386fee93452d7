import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhaseBars } from './cycle-timeline';

const phases = [
  { id: '1', phase: 'flower' as const, cycle: { name: 'Run 12' }, room: 'Flower Room' },
  { id: '2', phase: 'veg' as const, cycle: { name: 'Run 13' }, room: 'Veg Room' },
  { id: '3', phase: 'propagation' as const, cycle: { name: 'Run 14' }, room: 'Clone bench' },
  { id: '4', phase: 'dry' as const, cycle: { name: 'Run 11' }, room: 'Dry Room' },
  { id: '5', phase: 'cure' as const, cycle: { name: 'Run 10' }, room: 'Vault' },
];

describe('the calendar’s phase bars', () => {
  it('names each bar’s phase, room and cycle, and counts the bars it has no room for', () => {
    render(<PhaseBars phases={phases} roomOf={(p) => phases.find((x) => x.id === p.id)!.room} />);
    expect(screen.getByTitle('Flower in Flower Room, Run 12')).toBeInTheDocument();
    expect(screen.getByTitle('Propagation in Clone bench, Run 14')).toBeInTheDocument();
    expect(screen.queryByTitle(/Run 10/)).toBeNull();
    expect(screen.getByText('+1')).toBeInTheDocument();
  });
});
