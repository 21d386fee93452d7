// The clients portal (spec-1 §2). Membership (RLS) decides who sees an organisation; anything else
// under an organisation shows the not-authorized page.
import { Navigate, type RouteObject } from 'react-router-dom';
import { clientsPaths as p } from './paths';

export const clientsRoutes: RouteObject[] = [
  {
    path: p.index.pattern,
    lazy: () => import('./pages/clients-index-page').then((m) => ({ Component: m.ClientsIndexPage })),
  },
  {
    path: p.notAuthorized.pattern,
    lazy: () => import('./pages/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage })),
  },
  {
    path: p.organization.pattern,
    lazy: () => import('./components/organization-layout').then((m) => ({ Component: m.OrganizationLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
      },
      {
        path: p.resources.pattern,
        lazy: () => import('./pages/resources-page').then((m) => ({ Component: m.ResourcesPage })),
      },
      {
        path: p.education.pattern,
        lazy: () => import('./pages/resources-page').then((m) => ({ Component: m.EducationPage })),
      },
      {
        path: p.communication.pattern,
        lazy: () => import('./pages/communication-page').then((m) => ({ Component: m.CommunicationPage })),
      },
      {
        path: p.workspace.pattern,
        lazy: () => import('./pages/workspace-page').then((m) => ({ Component: m.WorkspacePage })),
      },
      { path: '*', element: <Navigate to={p.notAuthorized.href()} replace /> },
    ],
  },
];
