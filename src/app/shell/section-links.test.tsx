import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { SIGNED_OUT_VIEWER, ViewerContext, type Viewer } from '@/hooks/use-viewer';
import { facilityKeys } from '@/lib/data/facilities';
import type { Tier } from '@/lib/tiers';
import { createTestQueryClient } from '@/test/render';
import { LOCKED_LINK_CLASS } from '@/lib/locked';
import { toast } from '@/lib/toast';
import { BottomBar } from './bottom-bar';
import { SectionLinks } from './section-links';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const signedIn = (over: Partial<Viewer>): Viewer => ({
  ...SIGNED_OUT_VIEWER,
  signedIn: true,
  userId: 'u1',
  ...over,
});

/** The facilities the user works in, as the shared facility list answers (none by default). */
function renderShell(viewer: Viewer, facilities: { plan: Tier; role: 'owner' | 'staff' }[] = []) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    facilityKeys.list('u1'),
    facilities.map((f, i) => ({ id: `f${i}`, name: `Facility ${i}`, ownerName: 'Owner', rooms: [], ...f })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ViewerContext value={viewer}>
            <nav aria-label="Sections">
              <SectionLinks layout="bar" />
            </nav>
            <BottomBar />
          </ViewerContext>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sections = () => screen.getByRole('navigation', { name: 'Sections' });
const modules = () => screen.getByRole('navigation', { name: 'Modules' });

describe('section links and bottom bar', () => {
  it('while the profile loads, show no lock and nothing to click (issue 14 §9)', async () => {
    const router = renderShell(signedIn({ ready: false, tier: 'free' }));
    for (const nav of [sections(), modules()]) {
      expect(within(nav).queryAllByRole('button')).toHaveLength(0);
      expect(within(nav).queryAllByRole('link')).toHaveLength(0);
      expect(nav.querySelector('[data-locked]')).toBeNull();
    }
    await userEvent.setup().click(within(sections()).getByText('Prometheus'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a Professional user sees every link open once the tier is known', () => {
    renderShell(signedIn({ ready: true, tier: 'Professional' }));
    expect(within(sections()).getAllByRole('link')).toHaveLength(8);
    expect(within(sections()).queryAllByRole('button')).toHaveLength(0);
  });

  it('a free user sees the links above free locked, at full-contrast muted text (issue 14 §10)', () => {
    renderShell(signedIn({ ready: true, tier: 'free' }));
    const locked = within(sections())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(locked).toEqual(['Animus', 'Atlas', 'Prometheus', 'Prometheus 2.0', 'Prometheus 4.0']);
    for (const button of within(sections()).getAllByRole('button')) {
      expect(button).toHaveAttribute('data-locked', 'true');
      expect(button).toHaveClass(LOCKED_LINK_CLASS);
      expect(button.className).not.toMatch(/opacity/);
      expect(button).toHaveAccessibleDescription('Upgrade required for this feature');
    }
    // The marketplace is public, so Agora is open in both bars (issue 14 §13).
    expect(within(sections()).getByRole('link', { name: 'Agora' })).toHaveAttribute('href', '/agora');
    expect(within(modules()).getByRole('link', { name: 'Agora' })).toHaveAttribute('href', '/agora');
    for (const button of within(modules()).getAllByRole('button'))
      expect(button.className).not.toMatch(/opacity/);
  });

  it("a Basic staff member of a Professional owner's facility opens Atlas and Prometheus from both bars", () => {
    renderShell(signedIn({ ready: true, tier: 'Basic' }), [
      { plan: 'Basic', role: 'owner' },
      { plan: 'Professional', role: 'staff' },
    ]);
    // Animus is the user's own (personal) tool: their own plan decides.
    expect(
      within(sections())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Animus']);
    expect(within(sections()).getByRole('link', { name: 'Atlas' })).toHaveAttribute('href', '/atlas');
    expect(within(sections()).getByRole('link', { name: 'Prometheus 2.0' })).toHaveAttribute(
      'href',
      '/prometheus2',
    );
    expect(within(modules()).getByRole('link', { name: 'Atlas' })).toHaveAttribute('href', '/atlas');
    expect(within(modules()).getByRole('button', { name: /Animus/ })).toBeInTheDocument();
  });

  it('a visitor gets plain links: the sign-in guard takes over, not "Upgrade Required" (issue 14 §13)', async () => {
    const router = renderShell(SIGNED_OUT_VIEWER);
    expect(within(sections()).queryAllByRole('button')).toHaveLength(0);
    await userEvent.setup().click(within(sections()).getByRole('link', { name: 'Animus' }));
    expect(router.state.location.pathname).toBe('/animus');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
