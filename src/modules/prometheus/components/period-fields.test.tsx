// PeriodFields with usePeriodChoice: a preset, then custom dates that start from the period on
// screen (its local first and last day) and change the period only once both are set and in order.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PeriodFields } from './lens-controls';
import { usePeriodChoice, type PeriodChoice } from './period-choice';

const PRESETS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom dates' },
] as const;

// 3 to 9 March 2026, local time: the first and last moment of the shown period.
const SHOWN = { first: new Date(2026, 2, 3).getTime(), last: new Date(2026, 2, 9, 23, 59).getTime() };

function Harness({
  onChoice,
  onPick,
}: {
  onChoice: (c: PeriodChoice<'7d' | '30d'>) => void;
  onPick: () => void;
}) {
  const period = usePeriodChoice<'7d' | '30d'>('7d');
  onChoice(period.choice);
  return <PeriodFields label="Period" presets={PRESETS} period={period} shown={SHOWN} onPick={onPick} />;
}

function setup() {
  const choices: PeriodChoice<'7d' | '30d'>[] = [];
  const onPick = vi.fn();
  render(<Harness onChoice={(c) => choices.push(c)} onPick={onPick} />);
  return { user: userEvent.setup(), last: () => choices.at(-1), onPick };
}

describe('PeriodFields', () => {
  it('picks a preset and tells the lens', async () => {
    const { user, last, onPick } = setup();
    expect(last()).toEqual({ preset: '7d' });
    expect(screen.queryByLabelText('From')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    expect(last()).toEqual({ preset: '30d' });
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('starts custom dates from the shown period’s local days', async () => {
    const { user, last } = setup();
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    expect(last()).toEqual({ preset: 'custom', from: '2026-03-03', to: '2026-03-09' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-03');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-03');
  });

  it('keeps the period until both dates are set and in order', async () => {
    const { user, last } = setup();
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    expect(last()).toEqual({ preset: 'custom', from: '2026-03-03', to: '2026-03-09' });
    await user.type(from, '2026-03-12'); // after To: kept as a draft, not applied
    expect(from).toHaveValue('2026-03-12');
    expect(last()).toEqual({ preset: 'custom', from: '2026-03-03', to: '2026-03-09' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-20');
    expect(last()).toEqual({ preset: 'custom', from: '2026-03-12', to: '2026-03-20' });
  });
});
