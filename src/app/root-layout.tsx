import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

/** The top of every route: a 'Loading...' indicator while the next page's chunk or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="status"
          className="fixed top-3 left-1/2 z-50 -translate-x-1/2 rounded-full bg-brand-800 px-3 py-1 text-xs font-medium text-white shadow-md"
        >
          Loading...
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
