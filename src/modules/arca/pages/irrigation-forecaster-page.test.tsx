import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { facilityKeys } from '@/lib/data/facilities';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { arcaKeys } from '../api/keys';
import { toLocalInput } from '../records/datetime';
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
    renderWithProviders(<IrrigationForecasterPage />);
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
    renderWithProviders(<IrrigationForecasterPage />);
    await replace('Runoff (optional)', '95');
    expect(screen.getAllByText('Enter a runoff between 0 and 90 %').length).toBeGreaterThan(0);
    await replace('Runoff (optional)', '');
    await replace('Plants', '2.5');
    expect(screen.getAllByText('Enter a number of plants as a whole number').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });
});

describe('IrrigationForecasterPage reading a room plan', () => {
  const steering = {
    p0_minutes: 60,
    p1_shots: 6,
    p1_shot_pct: 3,
    p1_interval_min: 15,
    p2_shots: 4,
    p2_shot_pct: 2,
    p2_interval_min: 60,
    p3_minutes: 180,
    dryback_min: 15,
    dryback_max: 25,
    dryback_basis: 'points',
    runoff_min: 5,
    runoff_max: 15,
  };
  const day = (offset: number) => toLocalInput(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);
  const phase = (id: string, name: string, from: number, to: number, photoperiod_h: number) => ({
    id,
    name,
    starts_on: day(from),
    ends_on: day(to),
    photoperiod_h,
    steering,
  });

  function withPlan(tier: 'Basic' | 'Professional') {
    const queryClient = createTestQueryClient();
    // The user's own facility, on their own plan.
    queryClient.setQueryData(facilityKeys.list('u1'), [
      {
        id: 'f1',
        name: 'North',
        user_id: 'u1',
        role: 'owner',
        plan: tier,
        ownerName: 'Me',
        rooms: [{ id: 'r1', room_name: 'Flower 3' }],
      },
    ]);
    queryClient.setQueryData(arcaKeys.filterPlaces('u1'), []);
    queryClient.setQueryData(arcaKeys.roomPlans('f1'), [
      {
        id: 'p1',
        name: 'Coco flower run',
        room: { room_name: 'Flower 3' },
        substrate: 'rockwool-slab',
        container_volume_l: 11.4,
        field_capacity_pct: null,
        phases: [phase('a', 'Stretch', -10, -1, 12), phase('b', 'Bulk', -1, 20, 11.5)],
      },
    ]);
    return renderWithProviders(<IrrigationForecasterPage />, {
      queryClient,
      viewer: { signedIn: true, userId: 'u1', tier },
    });
  }

  it("fills the forecaster from today's phase of a room's plan, and every value stays editable", async () => {
    const { user } = withPlan('Professional');
    await user.selectOptions(screen.getByLabelText('Room plan'), 'p1');
    expect(screen.getByLabelText('Phase')).toHaveValue('b');
    await user.click(screen.getByRole('button', { name: 'Fill from this phase' }));
    expect(screen.getByLabelText('Container volume')).toHaveValue('11.4');
    expect(screen.getByLabelText('Substrate')).toHaveValue('rockwool-slab');
    expect(screen.getByLabelText('Light hours')).toHaveValue('11.5');
    expect(screen.getByLabelText('Shots per day (optional)')).toHaveValue('10');
    // 6 × 3 % and 4 × 2 % of an 11.4 L slab: 2.6 % on average, 2,964 mL a plant, as the plan adds up.
    expect(screen.getByLabelText('Shot size (optional)')).toHaveValue('2.6');
    expect(value('Solution use', 'Per plant per day')).toHaveTextContent('2,964mL');
    expect(screen.getByLabelText('Target dryback')).toHaveValue('20');
    expect(screen.getByLabelText('Runoff (optional)')).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent('Filled from Flower 3 · Coco flower run, Bulk.');
    await replace('Light hours', '12');
    expect(screen.getByLabelText('Light hours')).toHaveValue('12');
  });

  it('offers no plan below Professional, and typing works as before', () => {
    withPlan('Basic');
    expect(screen.queryByLabelText('Room plan')).toBeNull();
    expect(screen.getByLabelText('Plants')).toBeInTheDocument();
  });
});
