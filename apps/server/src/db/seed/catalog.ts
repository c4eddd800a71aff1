import { addDays } from '@timekeep/shared/domain/periods';
import type { DepartmentName } from './org';

export const clientNames = [
  'Acme Manufacturing',
  'Northwind Traders',
  'Globex Corporation',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Financial',
  'Contoso Retail',
  'Blue Harbor Energy',
] as const;
type ClientName = (typeof clientNames)[number];

export interface RolePlan {
  /** `${projectCode}/${name}`: how resources refer to a role before it has an id. */
  key: string;
  name: string;
  rate: string;
  startDate: string;
  endDate: string | null;
}

export interface EngagementPlan {
  client: ClientName;
  name: string;
  projectCode: string;
  billingType: 'variable' | 'fixed';
  billingTerms: 30 | 45 | 60;
  poNumber: string | null;
  billingClass: string;
  billable: boolean;
  department: DepartmentName;
  engagementManagerKey: string;
  salesRepKey: string;
  roles: RolePlan[];
}

interface RoleSpec {
  name: string;
  rate: string;
  startedDaysAgo: number;
  /** Negative when the role has already ended; null when open-ended. */
  endsInDays: number | null;
}

type EngagementSpec = Omit<EngagementPlan, 'roles'> & { roles: RoleSpec[] };

function role(
  name: string,
  rate: string,
  startedDaysAgo: number,
  endsInDays: number | null = null,
): RoleSpec {
  return { name, rate, startedDaysAgo, endsInDays };
}

const engagementSpecs: EngagementSpec[] = [
  {
    client: 'Acme Manufacturing',
    name: 'ERP Modernization',
    projectCode: 'ACME-1001',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'PO-4410-A',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'manager',
    salesRepKey: 'jessica.moore',
    roles: [
      role('Senior Consultant', '185.00', 700),
      role('Consultant', '150.00', 700),
      role('Business Analyst', '135.00', 700),
    ],
  },
  {
    client: 'Acme Manufacturing',
    name: 'Shop Floor Analytics',
    projectCode: 'ACME-1002',
    billingType: 'fixed',
    billingTerms: 45,
    poNumber: 'PO-4471',
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Data & Analytics',
    engagementManagerKey: 'manager2',
    salesRepKey: 'jessica.moore',
    roles: [role('Data Engineer', '165.00', 400, 200), role('Developer', '140.00', 400, 200)],
  },
  {
    client: 'Northwind Traders',
    name: 'Supply Chain Assessment',
    projectCode: 'NWND-1003',
    billingType: 'fixed',
    billingTerms: 30,
    poNumber: null,
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'natalie.foster',
    salesRepKey: 'andrew.chen',
    roles: [role('Senior Consultant', '175.00', 900, -300), role('Consultant', '145.00', 900, -300)],
  },
  {
    client: 'Northwind Traders',
    name: 'Order Management Rollout',
    projectCode: 'NWND-1004',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'NW-22817',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'manager',
    salesRepKey: 'andrew.chen',
    roles: [role('Consultant', '150.00', 300, 150), role('Senior Consultant', '180.00', 300, 150)],
  },
  {
    client: 'Globex Corporation',
    name: 'Cloud Migration Wave 2',
    projectCode: 'GLBX-1005',
    billingType: 'variable',
    billingTerms: 60,
    poNumber: 'GX-PO-90013',
    billingClass: 'Managed Services',
    billable: true,
    department: 'Cloud Engineering',
    engagementManagerKey: 'laura.jensen',
    salesRepKey: 'samuel.ortiz',
    roles: [
      role('Cloud Architect', '210.00', 500),
      role('DevOps Engineer', '170.00', 500),
      role('Software Engineer', '155.00', 500),
    ],
  },
  {
    client: 'Globex Corporation',
    name: 'Customer Data Platform',
    projectCode: 'GLBX-1006',
    billingType: 'variable',
    billingTerms: 45,
    poNumber: 'GX-PO-90122',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Data & Analytics',
    engagementManagerKey: 'manager2',
    salesRepKey: 'samuel.ortiz',
    roles: [role('Data Engineer', '165.00', 200, 240), role('Data Scientist', '190.00', 200, 240)],
  },
  {
    client: 'Initech',
    name: 'TPS Report Automation',
    projectCode: 'INIT-1007',
    billingType: 'fixed',
    billingTerms: 30,
    poNumber: null,
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Cloud Engineering',
    engagementManagerKey: 'laura.jensen',
    salesRepKey: 'diego.santos',
    roles: [role('Software Engineer', '150.00', 350, 60), role('Integration Developer', '145.00', 350, 60)],
  },
  {
    client: 'Initech',
    name: 'Security Review',
    projectCode: 'INIT-1008',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'INI-7781',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'henry.caldwell',
    salesRepKey: 'diego.santos',
    roles: [role('Senior Consultant', '195.00', 10, 180)],
  },
  {
    client: 'Umbrella Health',
    name: 'Patient Portal Redesign',
    projectCode: 'UMBR-1009',
    billingType: 'variable',
    billingTerms: 45,
    poNumber: 'UH-3390',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'natalie.foster',
    salesRepKey: 'leah.goldberg',
    roles: [
      role('Senior Consultant', '180.00', 600),
      role('Consultant', '150.00', 600),
      role('Business Analyst', '130.00', 250),
    ],
  },
  {
    client: 'Umbrella Health',
    name: 'Claims Data Warehouse',
    projectCode: 'UMBR-1010',
    billingType: 'variable',
    billingTerms: 60,
    poNumber: 'UH-3412',
    billingClass: 'Staff Augmentation',
    billable: true,
    department: 'Data & Analytics',
    engagementManagerKey: 'manager2',
    salesRepKey: 'leah.goldberg',
    roles: [role('BI Developer', '150.00', 800), role('Data Engineer', '160.00', 800, -90)],
  },
  {
    client: 'Stark Logistics',
    name: 'Fleet Telemetry Platform',
    projectCode: 'STRK-1011',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'SL-10045',
    billingClass: 'Managed Services',
    billable: true,
    department: 'Cloud Engineering',
    engagementManagerKey: 'laura.jensen',
    salesRepKey: 'andrew.chen',
    roles: [role('Integration Developer', '150.00', 450), role('Site Reliability Engineer', '175.00', 450)],
  },
  {
    client: 'Stark Logistics',
    name: 'Warehouse Process Review',
    projectCode: 'STRK-1012',
    billingType: 'fixed',
    billingTerms: 30,
    poNumber: null,
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'manager',
    salesRepKey: 'andrew.chen',
    roles: [role('Consultant', '140.00', 400, -60), role('Senior Consultant', '170.00', 400, -60)],
  },
  {
    client: 'Wayne Financial',
    name: 'Risk Reporting Modernization',
    projectCode: 'WAYN-1013',
    billingType: 'variable',
    billingTerms: 45,
    poNumber: 'WF-88120',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Data & Analytics',
    engagementManagerKey: 'manager2',
    salesRepKey: 'samuel.ortiz',
    roles: [role('Data Scientist', '200.00', 300, 300), role('Analytics Consultant', '160.00', 300, 300)],
  },
  {
    client: 'Wayne Financial',
    name: 'Regulatory Audit Support',
    projectCode: 'WAYN-1014',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'WF-88244',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'henry.caldwell',
    salesRepKey: 'samuel.ortiz',
    roles: [role('Senior Consultant', '190.00', 150, 120), role('Business Analyst', '140.00', 150, 120)],
  },
  {
    client: 'Contoso Retail',
    name: 'Omnichannel Strategy',
    projectCode: 'CNTS-1015',
    billingType: 'fixed',
    billingTerms: 30,
    poNumber: null,
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Consulting',
    engagementManagerKey: 'natalie.foster',
    salesRepKey: 'jessica.moore',
    roles: [role('Principal Consultant', '225.00', 250, 60), role('Consultant', '150.00', 250, 60)],
  },
  {
    client: 'Contoso Retail',
    name: 'Proposal Support',
    projectCode: 'CNTS-1016',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: null,
    billingClass: 'Pre-Sales',
    billable: false,
    department: 'Sales & Marketing',
    engagementManagerKey: 'samuel.ortiz',
    salesRepKey: 'jessica.moore',
    roles: [role('Solution Architect', '0.00', 500), role('Sales Engineer', '0.00', 500)],
  },
  {
    client: 'Blue Harbor Energy',
    name: 'Grid Analytics Pilot',
    projectCode: 'BLUH-1017',
    billingType: 'fixed',
    billingTerms: 60,
    poNumber: 'BHE-5521',
    billingClass: 'Fixed Fee',
    billable: true,
    department: 'Data & Analytics',
    engagementManagerKey: 'manager2',
    salesRepKey: 'diego.santos',
    roles: [role('Data Engineer', '170.00', 120, 200), role('Analytics Consultant', '155.00', 120, 200)],
  },
  {
    client: 'Blue Harbor Energy',
    name: 'Warranty Support',
    projectCode: 'BLUH-1018',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'BHE-5530',
    billingClass: 'Warranty',
    billable: false,
    department: 'Cloud Engineering',
    engagementManagerKey: 'laura.jensen',
    salesRepKey: 'diego.santos',
    roles: [role('Software Engineer', '0.00', 600)],
  },
  {
    client: 'Acme Manufacturing',
    name: 'Vendor Onboarding Portal',
    projectCode: 'ACME-1019',
    billingType: 'variable',
    billingTerms: 30,
    poNumber: 'PO-4502',
    billingClass: 'Professional Services',
    billable: true,
    department: 'Cloud Engineering',
    engagementManagerKey: 'laura.jensen',
    salesRepKey: 'jessica.moore',
    roles: [role('Software Engineer', '155.00', 90, 270), role('Developer', '140.00', 90, 270)],
  },
];

/** Client engagements with their roles, dated relative to `today`. */
export function planEngagements(today: string): EngagementPlan[] {
  return engagementSpecs.map(({ roles, ...engagement }) => ({
    ...engagement,
    roles: roles.map((spec) => ({
      key: `${engagement.projectCode}/${spec.name}`,
      name: spec.name,
      rate: spec.rate,
      startDate: addDays(today, -spec.startedDaysAgo),
      endDate: spec.endsInDays === null ? null : addDays(today, spec.endsInDays),
    })),
  }));
}

export const additionalProjectNames = [
  'Internal Training',
  'Bench',
  'Sales Support',
  'Recruiting & Interviews',
  'Practice Development',
  'Internal Tools',
  'Company Administration',
  'Holiday Party Planning',
  'Legacy Helpdesk',
] as const;
export type AdditionalProjectName = (typeof additionalProjectNames)[number];

/** Kept for old timesheets; nobody may log new time to it. */
export const retiredAdditionalProjects: readonly AdditionalProjectName[] = ['Legacy Helpdesk'];
