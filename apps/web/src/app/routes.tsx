import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundView } from '../components/layout/not-found-view';
import { RouteErrorScreen } from '../components/layout/route-error-screen';
import { CenteredLoader } from '../components/ui/centered-loader';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { TeamPage } from '../features/team/components/team-page';
import { paths } from '../lib/paths';
import { routeAccess } from '../lib/route-access';
import { HomeRedirect } from './home-redirect';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { AdminRoute } from './routes/admin';
import { SignedInLayout } from './signed-in-layout';

// The larger screens load on demand, so the first page a person opens does not wait for all of them.
const HelpPage = lazy(() =>
  import('../features/help/components/help-page').then((module) => ({ default: module.HelpPage })),
);
const AdminUserTimesheetRoute = lazy(() =>
  import('./routes/admin-user-timesheet').then((module) => ({ default: module.AdminUserTimesheetRoute })),
);
const TimesheetsRoute = lazy(() =>
  import('./routes/timesheets').then((module) => ({ default: module.TimesheetsRoute })),
);
const BiReportPage = lazy(() =>
  import('../features/powerbi/components/bi-report-page').then((module) => ({
    default: module.BiReportPage,
  })),
);
const InsightsPage = lazy(() =>
  import('../features/insights/components/insights-page').then((module) => ({
    default: module.InsightsPage,
  })),
);
const TimeOffRoute = lazy(() =>
  import('./routes/time-off').then((module) => ({ default: module.TimeOffRoute })),
);

const TeamPendingPage = lazy(() =>
  import('../features/team/components/pending-page').then((module) => ({ default: module.PendingPage })),
);
const TeamTimesheetsPage = lazy(() =>
  import('../features/team/components/team-timesheets-page').then((module) => ({
    default: module.TeamTimesheetsPage,
  })),
);
const TeamTimesheetRoute = lazy(() =>
  import('./routes/team-timesheet').then((module) => ({ default: module.TeamTimesheetRoute })),
);
const TeamTimeOffPage = lazy(() =>
  import('../features/team/components/team-time-off-page').then((module) => ({
    default: module.TeamTimeOffPage,
  })),
);
const StandInsPage = lazy(() =>
  import('../features/stand-ins/components/stand-ins-page').then((module) => ({
    default: module.StandInsPage,
  })),
);
const MemberTimeOffPage = lazy(() =>
  import('../features/team/components/member-time-off-page').then((module) => ({
    default: module.MemberTimeOffPage,
  })),
);

const companyData = () => import('./routes/company-data-pages');
/** A company-data screen: every one comes from the same module, so they load as one chunk. */
function companyDataPage<Name extends keyof Awaited<ReturnType<typeof companyData>>>(name: Name) {
  return lazy(() => companyData().then((module) => ({ default: module[name] })));
}
const EngagementsPage = companyDataPage('EngagementsPage');
const NewEngagementPage = companyDataPage('NewEngagementPage');
const EngagementRoute = companyDataPage('EngagementRoute');
const NewPersonPage = companyDataPage('NewPersonPage');
const PersonRoute = companyDataPage('PersonRoute');
const NamedRecordsPage = companyDataPage('NamedRecordsPage');
const AdditionalProjectsPage = companyDataPage('AdditionalProjectsPage');
const AdditionalProjectPage = companyDataPage('AdditionalProjectPage');
const HolidaysPage = companyDataPage('HolidaysPage');
const OfficesPage = companyDataPage('OfficesPage');
const BlackoutDaysPage = companyDataPage('BlackoutDaysPage');
const PeriodsRoute = companyDataPage('PeriodsRoute');
const BalancesRoute = companyDataPage('BalancesRoute');
const AccrualPoliciesPage = companyDataPage('AccrualPoliciesPage');
const CsvPage = companyDataPage('CsvPage');
const AuditPage = companyDataPage('AuditPage');
const UtilizationTargetsPage = companyDataPage('UtilizationTargetsPage');
const ServiceTokensPage = companyDataPage('ServiceTokensPage');
const WebhooksPage = companyDataPage('WebhooksPage');
const ScimPage = companyDataPage('ScimPage');
const PersonalTokensPage = companyDataPage('PersonalTokensPage');
const UsersPage = lazy(() =>
  import('../features/people/components/users-page').then((module) => ({ default: module.UsersPage })),
);
const BiReportsPage = lazy(() =>
  import('../features/powerbi/components/bi-reports-page').then((module) => ({
    default: module.BiReportsPage,
  })),
);
const ReportsRoute = lazy(() =>
  import('./routes/reports').then((module) => ({ default: module.ReportsRoute })),
);
const CatalogReportRoute = lazy(() =>
  import('./routes/reports').then((module) => ({ default: module.CatalogReportRoute })),
);

const onDemand = (page: ReactNode) => <Suspense fallback={<CenteredLoader />}>{page}</Suspense>;

const signedInRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    element: <RequireRole allows={routeAccess.timesheets} />,
    children: [{ path: paths.timesheets(), element: onDemand(<TimesheetsRoute />) }],
  },
  {
    element: <RequireRole allows={routeAccess.timeOff} />,
    children: [
      {
        path: paths.timeOff.root(),
        element: onDemand(<TimeOffRoute />),
        children: [
          { index: true, element: <Navigate to={paths.timeOff.current()} replace /> },
          { path: paths.timeOff.current(), element: null },
          { path: paths.timeOff.history(), element: null },
        ],
      },
    ],
  },
  {
    element: <RequireRole allows={routeAccess.team} />,
    children: [
      {
        path: paths.team.root(),
        element: <TeamPage />,
        children: [
          { index: true, element: <Navigate to={paths.team.pending()} replace /> },
          { path: paths.team.pending(), element: onDemand(<TeamPendingPage />) },
          { path: paths.team.timesheets(), element: onDemand(<TeamTimesheetsPage />) },
          { path: paths.team.timesheet(':timesheetId'), element: onDemand(<TeamTimesheetRoute />) },
          { path: paths.team.timeOff(), element: onDemand(<TeamTimeOffPage />) },
          { path: paths.team.memberTimeOff(':personId', ':year'), element: onDemand(<MemberTimeOffPage />) },
        ],
      },
    ],
  },
  {
    element: <RequireRole allows={routeAccess.team} />,
    children: [{ path: paths.standIns(), element: onDemand(<StandInsPage standalone />) }],
  },
  {
    element: <RequireRole allows={routeAccess.reports} />,
    children: [
      { path: paths.reports.root(), element: onDemand(<ReportsRoute />) },
      { path: paths.reports.insights(), element: onDemand(<InsightsPage />) },
      { path: paths.reports.report(':report'), element: onDemand(<CatalogReportRoute />) },
    ],
  },
  {
    element: <RequireRole allows={routeAccess.biReports} />,
    children: [
      { path: paths.biReports.root(), element: onDemand(<BiReportsPage />) },
      { path: paths.biReports.report(':reportId'), element: onDemand(<BiReportPage />) },
    ],
  },
  {
    element: <RequireRole allows={routeAccess.engagements} />,
    children: [
      { path: paths.engagements.root(), element: onDemand(<EngagementsPage />) },
      { path: paths.engagements.create(), element: onDemand(<NewEngagementPage />) },
      { path: paths.engagements.engagement(':engagementId'), element: onDemand(<EngagementRoute />) },
    ],
  },
  {
    element: <RequireRole allows={routeAccess.admin} />,
    children: [
      {
        path: paths.admin.root(),
        element: <AdminRoute />,
        children: [
          { index: true, element: <Navigate to={paths.admin.users()} replace /> },
          { path: paths.admin.users(), element: onDemand(<UsersPage />) },
          { path: paths.admin.newUser(), element: onDemand(<NewPersonPage />) },
          { path: paths.admin.user(':userId'), element: onDemand(<PersonRoute />) },
          { path: paths.admin.userTimesheets(':userId'), element: onDemand(<AdminUserTimesheetRoute />) },
          {
            path: paths.admin.clients(),
            element: onDemand(<NamedRecordsPage key="clients" kind="clients" />),
          },
          {
            path: paths.admin.departments(),
            element: onDemand(<NamedRecordsPage key="departments" kind="departments" />),
          },
          { path: paths.admin.additionalProjects(), element: onDemand(<AdditionalProjectsPage />) },
          { path: paths.admin.additionalProject(':projectId'), element: onDemand(<AdditionalProjectPage />) },
          { path: paths.admin.holidays(), element: onDemand(<HolidaysPage />) },
          { path: paths.admin.offices(), element: onDemand(<OfficesPage />) },
          { path: paths.admin.blackoutDays(), element: onDemand(<BlackoutDaysPage />) },
          { path: paths.admin.periods(), element: onDemand(<PeriodsRoute />) },
          { path: paths.admin.balances(), element: onDemand(<BalancesRoute />) },
          { path: paths.admin.accrualPolicies(), element: onDemand(<AccrualPoliciesPage />) },
          { path: paths.admin.csv(), element: onDemand(<CsvPage />) },
          { path: paths.admin.audit(), element: onDemand(<AuditPage />) },
          { path: paths.admin.standIns(), element: onDemand(<StandInsPage />) },
          { path: paths.admin.utilizationTargets(), element: onDemand(<UtilizationTargetsPage />) },
          { path: paths.admin.serviceTokens(), element: onDemand(<ServiceTokensPage />) },
          { path: paths.admin.webhooks(), element: onDemand(<WebhooksPage />) },
          { path: paths.admin.scim(), element: onDemand(<ScimPage />) },
          { path: '*', element: <Navigate to={paths.admin.users()} replace /> },
        ],
      },
    ],
  },
  {
    path: paths.help(),
    element: onDemand(<HelpPage />),
  },
  { path: paths.apiTokens(), element: onDemand(<PersonalTokensPage />) },
  { path: '*', element: <NotFoundView /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.login(), element: <LoginPage /> },
      { path: paths.logout(), element: <LogoutPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInLayout />,
            children: [{ errorElement: <RouteErrorScreen />, children: signedInRoutes }],
          },
        ],
      },
    ],
  },
];
