// The one way component tests render: the providers a screen expects (React Query with a fresh,
// non-retrying client, a router, the session and the viewer) around the element under test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SessionContext, type SessionContextValue } from '@/hooks/use-session';
import { SIGNED_OUT_VIEWER, ViewerContext, type Viewer } from '@/hooks/use-viewer';
import { signedOut } from './session';

export interface RenderOptions {
  /** The URL the test starts on (default '/'); may carry router state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The pattern the element is mounted at (default: the route's pathname), e.g. '/clients/:orgSlug'. */
  path?: string;
  /** Other pages the element may navigate to, e.g. `{ path: '/login', element: <p>Login page</p> }`. */
  routes?: RouteObject[];
  session?: SessionContextValue;
  viewer?: Partial<Viewer>;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const route = options.route ?? '/';
  const pathname = typeof route === 'string' ? route.split(/[?#]/)[0]! : route.pathname;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(
    [{ path: options.path ?? pathname, element: ui }, ...(options.routes ?? [])],
    {
      initialEntries: [route],
    },
  );
  const viewer: Viewer = { ...SIGNED_OUT_VIEWER, ...options.viewer };
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={options.session ?? signedOut}>
        <ViewerContext value={viewer}>
          <RouterProvider router={router} />
        </ViewerContext>
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
