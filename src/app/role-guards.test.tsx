import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { SIGNED_OUT_VIEWER, ViewerContext, type Viewer } from '@/hooks/use-viewer';
import { facilityKeys } from '@/lib/data/facilities';
import type { Tier } from '@/lib/tiers';
import { createTestQueryClient } from '@/test/render';
import { toast } from '@/lib/toast';
import { RequireAdmin, RequireConsultant, RequireTier } from './role-guards';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const viewer = (over: Partial<Viewer>): Viewer => ({
  ...SIGNED_OUT_VIEWER,
  signedIn: true,
  userId: 'u',
  ...over,
});

/** `facilities`: what the shared facility list answers for the user (none by default). */
function renderAt(path: string, value: Viewer, facilities: { plan: Tier; role: 'owner' | 'staff' }[] = []) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    facilityKeys.list('u'),
    facilities.map((f, i) => ({
      id: `f${i}`,
      name: i === 0 ? 'North Campus' : `Facility ${i}`,
      ownerName: 'Marcus Oyelaran',
      rooms: [],
      ...f,
    })),
  );
  const router = createMemoryRouter(
    [
      {
        Component: RequireConsultant,
        children: [{ path: '/agora/consultants/dashboard', element: <p>Consultant area</p> }],
      },
      { Component: RequireAdmin, children: [{ path: '/agora/admin', element: <p>Admin area</p> }] },
      {
        Component: RequireTier,
        children: [
          { path: '/animus', element: <p>Animus</p> },
          { path: '/arca/agrochemlog', element: <p>AgroChemLog page</p> },
        ],
      },
      { path: '/agora/consultants/new', element: <p>Application form</p> },
      { path: '/dashboard', element: <p>Dashboard</p> },
      { path: '/solutions', element: <p>Plans</p> },
    ],
    { initialEntries: [path] },
  );
  const tree = (v: Viewer) => (
    <QueryClientProvider client={queryClient}>
      <ViewerContext value={v}>
        <RouterProvider router={router} />
      </ViewerContext>
    </QueryClientProvider>
  );
  const result = render(tree(value));
  return { router, rerender: (v: Viewer) => result.rerender(tree(v)) };
}

describe('role guards', () => {
  beforeEach(() => vi.mocked(toast.error).mockReset());

  it("consultant guard: 'Verifying consultant access...' then the application form for others", async () => {
    const { rerender, router } = renderAt('/agora/consultants/dashboard', viewer({ ready: false }));
    expect(screen.getByRole('status')).toHaveTextContent('Verifying consultant access...');
    rerender(viewer({ ready: true }));
    expect(await screen.findByText('Application form')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.error).toHaveBeenCalledWith('Access denied', {
      id: 'consultant-denied',
      description: 'Only verified consultants can access this area.',
    });
  });

  it('consultant guard lets an active consultant in', () => {
    renderAt('/agora/consultants/dashboard', viewer({ isConsultant: true }));
    expect(screen.getByText('Consultant area')).toBeInTheDocument();
  });

  it("admin guard: 'Checking permissions...' with a spinner, then /dashboard for others", async () => {
    const { rerender } = renderAt('/agora/admin', viewer({ ready: false }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking permissions...');
    expect(status.querySelector('svg.animate-spin')).not.toBeNull();
    rerender(viewer({ ready: true }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Access denied', {
      id: 'admin-denied',
      description: 'Only administrators can access this area.',
    });
  });

  it('admin guard lets an admin in', () => {
    renderAt('/agora/admin', viewer({ isAdmin: true, role: 'admin' }));
    expect(screen.getByText('Admin area')).toBeInTheDocument();
  });

  it('tier guard sends a lower tier to /solutions with the upgrade toast', async () => {
    renderAt('/animus', viewer({ tier: 'Basic' }));
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Upgrade Required', {
      id: 'upgrade-required',
      description: 'This feature requires a Advanced plan to access.',
    });
  });

  it('tier guard lets a high enough tier in', () => {
    renderAt('/animus', viewer({ tier: 'Advanced' }));
    expect(screen.getByText('Animus')).toBeInTheDocument();
  });

  it("tier guard opens a facility's tool under the plan of a facility the user works in, and says so", () => {
    renderAt('/arca/agrochemlog', viewer({ ready: true, tier: 'Basic' }), [
      { plan: 'Basic', role: 'owner' },
      { plan: 'Professional', role: 'staff' },
    ]);
    expect(screen.getByText('AgroChemLog page')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "AgroChemLog is open to you at Facility 1, on Marcus Oyelaran's Professional plan.",
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tier guard: a facility on a lower plan opens nothing above it', async () => {
    renderAt('/arca/agrochemlog', viewer({ ready: true, tier: 'Basic' }), [{ plan: 'Basic', role: 'owner' }]);
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Upgrade Required', {
      id: 'upgrade-required',
      description: 'This feature requires a Advanced plan to access.',
    });
  });

  it("tier guard: a personal tool opens by the user's own plan only, whatever their facilities' plans", async () => {
    renderAt('/animus', viewer({ ready: true, tier: 'Basic' }), [{ plan: 'Professional', role: 'staff' }]);
    expect(await screen.findByText('Plans')).toBeInTheDocument();
  });
});
