/** The master-data screens the route table mounts; they load together, on demand, for admins only. */

export { AuditPage } from './components/audit/audit-page';
export { BalancesPage } from './components/calendar/balances-page';
export { HolidaysPage } from './components/calendar/holidays-page';
export { PeriodsPage } from './components/calendar/periods-page';
export { AdditionalProjectPage } from './components/catalog/additional-project-page';
export { AdditionalProjectsPage } from './components/catalog/additional-projects-page';
export { NamedRecordsPage } from './components/catalog/named-records-page';
export { CsvPage } from './components/csv/csv-page';
export { EngagementPage } from './components/engagements/engagement-page';
export { EngagementsPage } from './components/engagements/engagements-page';
export { NewEngagementPage } from './components/engagements/new-engagement-page';
export { NewPersonPage, PersonPage } from './components/people/person-page';
