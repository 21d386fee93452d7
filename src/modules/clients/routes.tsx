// The clients portal (spec-1 §2). Membership (RLS) decides who sees an organisation; anything else
// under an organisation shows the not-authorized page.
import { Navigate, type RouteObject } from 'react-router-dom';

export const clientsRoutes: RouteObject[] = [
  {
    path: 'clients',
    lazy: () => import('./pages/clients-index-page').then((m) => ({ Component: m.ClientsIndexPage })),
  },
  {
    path: 'clients/not-authorized',
    lazy: () => import('./pages/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage })),
  },
  {
    path: 'clients/:orgSlug',
    lazy: () => import('./components/organization-layout').then((m) => ({ Component: m.OrganizationLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
      },
      {
        path: 'resources',
        lazy: () => import('./pages/resources-page').then((m) => ({ Component: m.ResourcesPage })),
      },
      {
        path: 'education',
        lazy: () => import('./pages/resources-page').then((m) => ({ Component: m.EducationPage })),
      },
      {
        path: 'communication',
        lazy: () => import('./pages/communication-page').then((m) => ({ Component: m.CommunicationPage })),
      },
      {
        path: 'workspace',
        lazy: () => import('./pages/workspace-page').then((m) => ({ Component: m.WorkspacePage })),
      },
      { path: '*', element: <Navigate to="/clients/not-authorized" replace /> },
    ],
  },
];
