import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { ErrorScreen } from './pages/ErrorScreen';
import { NotFoundPage } from './pages/NotFoundPage';
import { publicRoutes } from './pages/public/public-routes';

/** A staff page, fetched only when a visitor opens it. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Staff paths: the server answers them with the app shell instead of a 404. */
export const staffPaths = [
  '/login',
  '/registration',
  '/reset-password',
  '/admin-access',
  '/admin-access-archive',
  '/admin-access-privileges',
  '/admin-access-rubric',
  '/admin-access-mail',
  '/admin-access-retention',
  '/admin-access-cycles',
  '/admin-access-content',
  '/admin-access-messages',
  '/admin-access-security',
  '/second-factor-setup',
  '/show-applicant/*',
];

/**
 * The whole route table. Public pages are imported eagerly so they can be prerendered;
 * the staff console (and Apollo Client with it) is a lazily loaded part.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      ...publicRoutes,
      {
        ...lazyPage(() => import('./modules/staff/components/StaffShell')),
        children: [
          { path: '/login', ...lazyPage(() => import('./pages/staff/LoginPage')) },
          { path: '/registration', ...lazyPage(() => import('./pages/staff/RegistrationPage')) },
          { path: '/reset-password', ...lazyPage(() => import('./pages/staff/ResetPasswordPage')) },
          { path: '/admin-access', ...lazyPage(() => import('./pages/staff/ApplicationsPage')) },
          { path: '/admin-access-archive', ...lazyPage(() => import('./pages/staff/ArchivePage')) },
          { path: '/admin-access-privileges', ...lazyPage(() => import('./pages/staff/PrivilegesPage')) },
          { path: '/admin-access-rubric', ...lazyPage(() => import('./pages/staff/RubricPage')) },
          { path: '/admin-access-mail', ...lazyPage(() => import('./pages/staff/MailOutboxPage')) },
          { path: '/admin-access-retention', ...lazyPage(() => import('./pages/staff/RetentionPage')) },
          { path: '/admin-access-cycles', ...lazyPage(() => import('./pages/staff/CyclesPage')) },
          { path: '/admin-access-content', ...lazyPage(() => import('./pages/staff/ContentPage')) },
          { path: '/admin-access-messages', ...lazyPage(() => import('./pages/staff/MessagesPage')) },
          { path: '/admin-access-security', ...lazyPage(() => import('./pages/staff/SecurityPage')) },
          { path: '/second-factor-setup', ...lazyPage(() => import('./pages/staff/SecondFactorSetupPage')) },
          { path: '/show-applicant/:kind/:id/:name', ...lazyPage(() => import('./pages/staff/ApplicantPage')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
