// The clients portal (spec-1 §2). Replace a placeholder with a lazy page to build a screen. Anything
// else under an organisation shows the not-authorized page.
import { Navigate, type RouteObject } from 'react-router-dom';
import { placeholder } from '@/components/lazy-routes';

export const clientsRoutes: RouteObject[] = [
  placeholder('clients'),
  {
    path: 'clients/not-authorized',
    lazy: () => import('./pages/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage })),
  },
  placeholder('clients/:orgSlug'),
  placeholder('clients/:orgSlug/resources'),
  placeholder('clients/:orgSlug/education'),
  placeholder('clients/:orgSlug/communication'),
  placeholder('clients/:orgSlug/workspace'),
  { path: 'clients/:orgSlug/*', element: <Navigate to="/clients/not-authorized" replace /> },
];
