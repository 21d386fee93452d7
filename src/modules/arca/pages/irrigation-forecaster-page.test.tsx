import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IrrigationForecasterPage } from './irrigation-forecaster-page';

const value = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label).nextSibling;

async function replace(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('IrrigationForecasterPage', () => {
  it('forecasts daily and weekly solution use and refills, as the user types', async () => {
    render(<IrrigationForecasterPage />);
    await replace('Plants', '100');
    await replace('Container volume', '10');
    await replace('Target dryback', '10');
    await replace('Runoff (optional)', '20');
    await replace('Tank volume', '500');
    // 10 L × 10 % = 1,000 mL replaced; ÷ (1 − 0.2) = 1,250 mL applied; × 100 plants = 125 L a day.
    expect(value('Solution use', 'Nutrient solution per day')).toHaveTextContent('125L');
    expect(value('Solution use', 'Nutrient solution per week')).toHaveTextContent('875L');
    expect(value('Solution use', 'Runoff per day')).toHaveTextContent('25L');
    expect(value('Tank schedule', 'One tank lasts')).toHaveTextContent('4days');
    expect(value('Tank schedule', 'Refills per week')).toHaveTextContent('2refills');
    await replace('Plants', '200');
    expect(value('Solution use', 'Nutrient solution per day')).toHaveTextContent('250L');
  });

  it('shows the inline message for bad input, never NaN', async () => {
    render(<IrrigationForecasterPage />);
    await replace('Runoff (optional)', '95');
    expect(screen.getAllByText('Enter a runoff between 0 and 90 %').length).toBeGreaterThan(0);
    await replace('Runoff (optional)', '');
    await replace('Plants', '2.5');
    expect(screen.getAllByText('Enter a number of plants as a whole number').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });
});
