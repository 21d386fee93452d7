import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { patchModuleRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchModuleRoutes });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
