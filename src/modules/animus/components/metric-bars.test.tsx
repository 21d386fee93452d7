import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricBars } from './metric-bars';

const fillOf = (meter: HTMLElement) => (meter.firstElementChild as HTMLElement).style.width;

describe('MetricBars', () => {
  it('draws smoke harshness as smoothness and says lower is smoother (issue 14 §18)', () => {
    render(
      <MetricBars
        title="Sensory Profile"
        bars={[
          { key: 'aroma_quality', label: 'Aroma Quality', value: 8 },
          { key: 'smoke_harshness', label: 'Smoke Harshness', value: 2, percentile: 80 },
        ]}
      />,
    );
    const aroma = screen.getByRole('meter', { name: 'Aroma Quality' });
    expect(fillOf(aroma)).toBe('80%');
    const harsh = screen.getByRole('meter', { name: 'Smoke Harshness' });
    expect(harsh).toHaveAttribute('aria-valuenow', '2');
    expect(harsh).toHaveAttribute('aria-valuetext', '2 of 10, lower is smoother');
    // A smooth smoke (2) draws a long bar, as a good reading does on every other row.
    expect(fillOf(harsh)).toBe('90%');
    expect(screen.getByText('(lower is smoother)')).toBeInTheDocument();
    expect(screen.getByText('Exceptional')).toBeInTheDocument();
  });
});
