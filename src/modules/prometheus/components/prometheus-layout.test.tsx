import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_VIEWER, ViewerContext, type Viewer } from '@/hooks/use-viewer';
import type { Tier } from '@/lib/tiers';
import { toast } from '@/lib/toast';
import { useFacilities } from '@/lib/data/facilities';
import { PrometheusLayout } from './prometheus-layout';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('@/lib/data/facilities', () => ({ useFacilities: vi.fn() }));

const viewer = (tier: Tier): Viewer => ({
  ...SIGNED_OUT_VIEWER,
  signedIn: true,
  ready: true,
  userId: 'u',
  tier,
});

/** The facilities query as it answers: the facilities the user works in, with their plans. */
function plansAre(plans: Tier[] | 'pending') {
  vi.mocked(useFacilities).mockReturnValue(
    (plans === 'pending'
      ? { isPending: true, isSuccess: false, isError: false, data: undefined }
      : {
          isPending: false,
          isSuccess: true,
          isError: false,
          data: plans.map((plan, i) => ({
            id: `f${i}`,
            name: `Facility ${i}`,
            role: 'staff',
            plan,
            ownerName: 'Owner',
            rooms: [],
          })),
        }) as unknown as ReturnType<typeof useFacilities>,
  );
}

function renderAt(v: Viewer) {
  const router = createMemoryRouter(
    [
      { Component: PrometheusLayout, children: [{ path: '/prometheus2', element: <p>Substrate lens</p> }] },
      { path: '/solutions', element: <p>Plans</p> },
    ],
    { initialEntries: ['/prometheus2'] },
  );
  render(
    <ViewerContext value={v}>
      <RouterProvider router={router} />
    </ViewerContext>,
  );
  return router;
}

describe('PrometheusLayout', () => {
  beforeEach(() => vi.mocked(toast.error).mockReset());

  it('lets a Professional user in on their own plan', async () => {
    plansAre([]);
    renderAt(viewer('Professional'));
    expect(await screen.findByText('Substrate lens')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows its own navigation among the four lenses, the current one marked', async () => {
    plansAre([]);
    renderAt(viewer('Professional'));
    const nav = await screen.findByRole('navigation', { name: 'Prometheus' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Climate', '/prometheus'],
      ['Substrate', '/prometheus2'],
      ['Yield and quality', '/prometheus3'],
      ['Benchmarking', '/prometheus4'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Substrate' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a Basic staff member in under a Professional owner’s plan', async () => {
    plansAre(['Basic', 'Professional']);
    renderAt(viewer('Basic'));
    expect(await screen.findByText('Substrate lens')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('waits for the team’s plans, then sends a lower plan without a Professional team to upgrade', async () => {
    plansAre('pending');
    const router = renderAt(viewer('Advanced'));
    expect(screen.queryByText('Substrate lens')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prometheus2');

    plansAre(['Advanced']);
    const denied = renderAt(viewer('Advanced'));
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(denied.state.location.pathname).toBe('/solutions');
    expect(toast.error).toHaveBeenCalledWith('Upgrade Required', {
      id: 'upgrade-required',
      description: 'This feature requires a Professional plan to access.',
    });
  });
});
