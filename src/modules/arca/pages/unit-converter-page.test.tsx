import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UnitConverterPage } from './unit-converter-page';

const value = (card: HTMLElement, label: string) => within(card).getByText(label).nextSibling;

describe('UnitConverterPage', () => {
  it('converts EC 1.0 mS/cm to 500 / 640 / 700 ppm, each scale labelled', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    const from = screen.getByLabelText('Conductivity from');
    await user.clear(from);
    await user.type(from, '1.0');
    const all = screen.getByRole('region', { name: 'Conductivity in every unit' });
    expect(value(all, 'TDS, 500 (NaCl / US) scale')).toHaveTextContent('500ppm');
    expect(value(all, 'TDS, 640 (EU) scale')).toHaveTextContent('640ppm');
    expect(value(all, 'TDS, 700 (442 / AU) scale')).toHaveTextContent('700ppm');
    expect(value(all, 'EC in µS/cm')).toHaveTextContent('1,000µS/cm');
    expect(value(all, 'Conductivity factor')).toHaveTextContent('10CF');
  });

  it('is two-way: typing on either side recomputes the other', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    await user.selectOptions(screen.getByLabelText('Conductivity to unit'), 'ppm700');
    expect(screen.getByLabelText('Conductivity to')).toHaveValue('700');
    const to = screen.getByLabelText('Conductivity to');
    await user.clear(to);
    await user.type(to, '1400');
    expect(screen.getByLabelText('Conductivity from')).toHaveValue('2');
  });

  it('shows the inline message for bad input, never NaN', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    const from = screen.getByLabelText('Conductivity from');
    await user.clear(from);
    await user.type(from, '-1');
    expect(screen.getAllByText('Enter a conductivity between 0 and 1,000 mS/cm').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Conductivity to')).toHaveValue('');
    await user.clear(from);
    await user.type(from, 'abc');
    expect(screen.getAllByText('Enter a conductivity').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });

  it('gives DLI 38.9 for PPFD 600 over 18 h, and PPFD back from a DLI', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    await user.click(screen.getByRole('tab', { name: 'PPFD ↔ DLI' }));
    const ppfd = screen.getByLabelText('PPFD');
    await user.clear(ppfd);
    await user.type(ppfd, '600');
    const photoperiod = screen.getByLabelText('Photoperiod');
    await user.clear(photoperiod);
    await user.type(photoperiod, '18');
    const light = screen.getByRole('region', { name: 'Light' });
    expect(value(light, 'Daily light integral')).toHaveTextContent('38.9mol m⁻² d⁻¹');
    const dli = screen.getByLabelText('DLI');
    await user.clear(dli);
    await user.type(dli, '43.2');
    expect(screen.getByLabelText('PPFD')).toHaveValue('666.667');
    await user.clear(photoperiod);
    expect(screen.getAllByText('Enter a photoperiod').length).toBeGreaterThan(0);
  });

  it('computes air and leaf VPD with the guidance bands', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    await user.click(screen.getByRole('tab', { name: 'VPD' }));
    const air = screen.getByLabelText('Air temperature');
    await user.clear(air);
    await user.type(air, '25');
    const rh = screen.getByLabelText('Relative humidity');
    await user.clear(rh);
    await user.type(rh, '60');
    const offset = screen.getByLabelText('Leaf temperature offset');
    await user.clear(offset);
    await user.type(offset, '0');
    // es(25 °C) = 3.168 kPa (FAO-56), × 0.4 = 1.27 kPa.
    const card = screen.getByRole('region', { name: 'VPD' });
    expect(value(card, 'Air VPD')).toHaveTextContent('1.27kPa');
    expect(value(card, 'Leaf VPD')).toHaveTextContent('1.27kPa');
    expect(screen.getByRole('region', { name: 'VPD guidance bands' })).toHaveTextContent(
      'Flower1.2–1.6 kPa ✓',
    );
    await user.clear(rh);
    await user.type(rh, '120');
    expect(screen.getAllByText('Enter a relative humidity between 0 and 100 %').length).toBeGreaterThan(0);
  });

  it('converts temperature and remembers the chosen units', async () => {
    const user = userEvent.setup();
    const first = render(<UnitConverterPage />);
    await user.click(screen.getByRole('tab', { name: 'Temperature' }));
    expect(screen.getByLabelText('Temperature to')).toHaveValue('77');
    await user.selectOptions(screen.getByLabelText('Volume from unit'), 'L');
    first.unmount();
    render(<UnitConverterPage />);
    expect(screen.getByLabelText('Volume from unit')).toHaveValue('L');
  });

  it('refers an EC reading to 25 °C', async () => {
    const user = userEvent.setup();
    render(<UnitConverterPage />);
    const ec = screen.getByLabelText('EC reading');
    await user.clear(ec);
    await user.type(ec, '1.9');
    const t = screen.getByLabelText('Solution temperature');
    await user.clear(t);
    await user.type(t, '20');
    // 1.9 / (1 + 0.019 × (20 − 25)) = 1.9 / 0.905 = 2.099
    expect(value(screen.getByRole('region', { name: 'EC at 25 °C' }), 'Compensated EC')).toHaveTextContent(
      '2.099mS/cm',
    );
  });
});
