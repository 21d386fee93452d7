// The floor the app's /login is measured against: React + ReactDOM + react-router rendering one
// route, and the supabase-js client reading its session. Nothing else.
import { createClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const supabase = createClient('http://127.0.0.1:54321', 'floor-anon-key');

function Login() {
  const [state, setState] = useState('…');
  useEffect(() => {
    void supabase.auth.getSession().then(({ data }) => setState(data.session ? 'signed in' : 'signed out'));
  }, []);
  return <p>{state}</p>;
}

const router = createBrowserRouter([{ path: '*', element: <Login /> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
