import type { RouteObject } from 'react-router-dom';
import { localizedPath } from '@domain/i18n/locales';
import { NotFoundPage } from '../NotFoundPage';
import { paths } from '../../site/site-config';
import { AboutPage } from './AboutPage';
import { AccessibilityStatementPage } from './AccessibilityStatementPage';
import { ApplicationStatusPage } from './ApplicationStatusPage';
import { ApplyHubPage } from './ApplyHubPage';
import { CollegeStudentsPage } from './CollegeStudentsPage';
import { ContactPage } from './ContactPage';
import { DonatePage } from './DonatePage';
import { DonateSuccessPage } from './DonateSuccessPage';
import { HighSchoolPage } from './HighSchoolPage';
import { HomePage } from './HomePage';
import { LetterUploadPage } from './LetterUploadPage';
import { NewsPage } from './NewsPage';
import { ParentsPage } from './ParentsPage';
import { PartnerPage } from './PartnerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { StorePage } from './StorePage';
import { TeamMemberPage } from './TeamMemberPage';
import { TeamPage } from './TeamPage';
import { VolunteerPage } from './VolunteerPage';

/** Public pages: imported eagerly so the build can prerender them (site/pages.ts lists them). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.about, element: <AboutPage /> },
  { path: paths.team, element: <TeamPage /> },
  { path: paths.teamMember(0).replace(/0$/, ':id'), element: <TeamMemberPage /> },
  { path: paths.collegeStudents, element: <CollegeStudentsPage /> },
  { path: paths.parents, element: <ParentsPage /> },
  { path: paths.highSchool, element: <HighSchoolPage /> },
  { path: paths.applyForRepayment, element: <ApplyHubPage /> },
  { path: paths.news, element: <NewsPage /> },
  { path: paths.partner, element: <PartnerPage /> },
  { path: paths.volunteer, element: <VolunteerPage /> },
  { path: paths.store, element: <StorePage /> },
  { path: paths.donate, element: <DonatePage /> },
  { path: paths.donateSuccess, element: <DonateSuccessPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.applicationStatus, element: <ApplicationStatusPage /> },
  // The recommender's link: the server answers /letters/{token} with this page (the island reads the token).
  { path: paths.letters, element: <LetterUploadPage /> },
  { path: `${paths.letters}/:token`, element: <LetterUploadPage /> },
  { path: paths.privacy, element: <PrivacyPolicyPage /> },
  { path: paths.privacyAlias, element: <PrivacyPolicyPage /> },
  { path: paths.accessibility, element: <AccessibilityStatementPage /> },
];

/**
 * The same pages in Spanish under /es (issue 26): the locale comes from the path, so the server
 * entry and the app render them with the Spanish messages. An unknown /es/… path is the Spanish 404.
 */
export const spanishRoutes: RouteObject[] = [
  ...(publicRoutes.map((route) => ({
    ...route,
    index: undefined,
    path: localizedPath(route.index ? '/' : route.path!, 'es'),
  })) as RouteObject[]),
  { path: '/es/*', element: <NotFoundPage /> },
];
