import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import './styles/global.css';

const container = document.getElementById('root')!;
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Public pages arrive prerendered and are hydrated; staff pages arrive as the empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
