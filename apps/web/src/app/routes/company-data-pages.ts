/**
 * The screens of the company's data (calendar, catalog, engagements, people, CSV, audit) and of the integrations
 * (a person's API tokens, service tokens, webhooks, SCIM) the route table mounts; they load together, on
 * demand: one chunk costs the first load less than one per screen (docs/decisions/first-load-budget.md).
 */

export { AccrualPoliciesPage } from '../../features/accruals/components/accrual-policies-page';
export { PersonalTokensPage } from '../../features/api-tokens/components/personal-tokens-page';
export { ServiceTokensPage } from '../../features/api-tokens/components/service-tokens-page';
export { AuditPage } from '../../features/audit/components/audit-page';
export { HolidaysPage } from '../../features/calendar/components/holidays-page';
export { AdditionalProjectPage } from '../../features/catalog/components/additional-project-page';
export { AdditionalProjectsPage } from '../../features/catalog/components/additional-projects-page';
export { NamedRecordsPage } from '../../features/catalog/components/named-records-page';
export { CsvPage } from '../../features/csv/components/csv-page';
export { EngagementsPage } from '../../features/engagements/components/engagements-page';
export { NewEngagementPage } from '../../features/engagements/components/new-engagement-page';
export { BlackoutDaysPage } from '../../features/offices/components/blackout-days-page';
export { OfficesPage } from '../../features/offices/components/offices-page';
export { NewPersonPage } from '../../features/people/components/person-page';
export { ScimPage } from '../../features/scim/components/scim-page';
export { UtilizationTargetsPage } from '../../features/utilization-targets/components/utilization-targets-page';
export { WebhooksPage } from '../../features/webhooks/components/webhooks-page';
export { BalancesRoute } from './balances';
export { EngagementRoute } from './engagement';
export { PeriodsRoute } from './periods';
export { PersonRoute } from './person';
