import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { ErrorScreen } from './pages/ErrorScreen';
import { NotFoundPage } from './pages/NotFoundPage';
import { publicRoutes, spanishRoutes } from './pages/public/public-routes';
import { STAFF_PATHS, staffShellPaths } from './site/staff-paths';

/** A staff page, fetched only when a visitor opens it. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Staff paths: the server answers them with the app shell instead of a 404. */
export const staffPaths = staffShellPaths;

/**
 * The whole route table. Public pages are imported eagerly so they can be prerendered, inside
 * the public layout (header, footer); the staff console (and Apollo Client with it) is a lazily
 * loaded part beside it, in a frame of its own.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [...publicRoutes, ...spanishRoutes, { path: '*', element: <NotFoundPage /> }],
  },
  {
    // The console has its own frame (header, menu, no public navigation or footer).
    ...lazyPage(() => import('./modules/staff/components/StaffShell')),
    errorElement: <ErrorScreen />,
    children: [
      { path: STAFF_PATHS.login, ...lazyPage(() => import('./pages/staff/LoginPage')) },
      { path: STAFF_PATHS.registration, ...lazyPage(() => import('./pages/staff/RegistrationPage')) },
      { path: STAFF_PATHS.resetPassword, ...lazyPage(() => import('./pages/staff/ResetPasswordPage')) },
      { path: STAFF_PATHS.applications, ...lazyPage(() => import('./pages/staff/ApplicationsPage')) },
      { path: STAFF_PATHS.archive, ...lazyPage(() => import('./pages/staff/ArchivePage')) },
      { path: STAFF_PATHS.privileges, ...lazyPage(() => import('./pages/staff/PrivilegesPage')) },
      { path: STAFF_PATHS.rubric, ...lazyPage(() => import('./pages/staff/RubricPage')) },
      { path: STAFF_PATHS.mail, ...lazyPage(() => import('./pages/staff/MailOutboxPage')) },
      { path: STAFF_PATHS.retention, ...lazyPage(() => import('./pages/staff/RetentionPage')) },
      { path: STAFF_PATHS.audit, ...lazyPage(() => import('./pages/staff/AuditPage')) },
      { path: STAFF_PATHS.reports, ...lazyPage(() => import('./pages/staff/ReportsPage')) },
      { path: STAFF_PATHS.payments, ...lazyPage(() => import('./pages/staff/PaymentsPage')) },
      { path: STAFF_PATHS.scheduleI, ...lazyPage(() => import('./pages/staff/ScheduleIPage')) },
      { path: STAFF_PATHS.programCycles, ...lazyPage(() => import('./pages/staff/ProgramCyclesPage')) },
      { path: STAFF_PATHS.content, ...lazyPage(() => import('./pages/staff/ContentPage')) },
      { path: STAFF_PATHS.messages, ...lazyPage(() => import('./pages/staff/MessagesPage')) },
      { path: STAFF_PATHS.security, ...lazyPage(() => import('./pages/staff/SecurityPage')) },
      { path: STAFF_PATHS.secondFactorSetup, ...lazyPage(() => import('./pages/staff/SecondFactorSetupPage')) },
      { path: `${STAFF_PATHS.applicant}/:kind/:id/:name`, ...lazyPage(() => import('./pages/staff/ApplicantPage')) },
    ],
  },
];
