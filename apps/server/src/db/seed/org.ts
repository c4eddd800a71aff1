import { addDays } from '@timekeep/shared/domain/periods';

export const departmentNames = [
  'Consulting',
  'Data & Analytics',
  'Cloud Engineering',
  'Finance & Operations',
  'Sales & Marketing',
  'People & Talent',
] as const;
export type DepartmentName = (typeof departmentNames)[number];

/** Departments whose people bill client engagements. */
export const deliveryDepartments: readonly DepartmentName[] = [
  'Consulting',
  'Data & Analytics',
  'Cloud Engineering',
];

type Role = 'employee' | 'admin' | 'reports';

export interface PersonPlan {
  /** The email's local part: how the rest of the seed refers to a person. */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  department: DepartmentName;
  leadKey: string | null;
  employmentStartDate: string | null;
  contractor: boolean;
  roles: Role[];
  enabled: boolean;
}

interface PersonSpec {
  key?: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: DepartmentName;
  leadKey: string | null;
  /** Null: no employment start date on file. */
  startedDaysAgo: number | null;
  contractor?: boolean;
  roles?: Role[];
  enabled?: boolean;
}

function person(
  firstName: string,
  lastName: string,
  jobTitle: string,
  department: DepartmentName,
  leadKey: string | null,
  startedDaysAgo: number | null,
  extra: Partial<PersonSpec> = {},
): PersonSpec {
  return { firstName, lastName, jobTitle, department, leadKey, startedDaysAgo, ...extra };
}

/** The fixed demo accounts of the run contract; their keys are their emails' local parts. */
const demoAccounts: PersonSpec[] = [
  person('Emily', 'Carter', 'Senior Consultant', 'Consulting', 'manager', 1100, { key: 'employee' }),
  person('Connor', 'Reyes', 'Contract Developer', 'Cloud Engineering', 'manager', 500, {
    key: 'contractor',
    contractor: true,
  }),
  person('Megan', 'Brooks', 'Engagement Manager', 'Consulting', 'victoria.hale', 2400, { key: 'manager' }),
  person('Marcus', 'Bennett', 'Analytics Practice Lead', 'Data & Analytics', 'victoria.hale', 1900, {
    key: 'manager2',
  }),
  person('Adrian', 'Cole', 'Operations Manager', 'Finance & Operations', 'david.okafor', 2900, {
    key: 'admin',
    roles: ['admin', 'employee'],
  }),
  person('Rachel', 'Kim', 'Financial Analyst', 'Finance & Operations', 'david.okafor', 800, {
    key: 'reports',
    roles: ['reports'],
  }),
  person('Nina', 'Patel', 'Associate Consultant', 'Data & Analytics', 'manager2', null, { key: 'newhire' }),
  person('Noah', 'Fischer', 'Consultant', 'Consulting', null, 700, { key: 'norole', roles: [] }),
];

const staff: PersonSpec[] = [
  person('Victoria', 'Hale', 'VP of Delivery', 'Consulting', null, 3600),
  person('David', 'Okafor', 'Chief Financial Officer', 'Finance & Operations', null, 3300),
  person('Samuel', 'Ortiz', 'Director of Sales', 'Sales & Marketing', null, 2700),
  person('Priya', 'Raman', 'Head of People', 'People & Talent', null, 2500),
  person('Laura', 'Jensen', 'Director of Cloud Engineering', 'Cloud Engineering', 'victoria.hale', 2200),
  person('Natalie', 'Foster', 'Engagement Manager', 'Consulting', 'victoria.hale', 2000),
  person('Henry', 'Caldwell', 'Principal Consultant', 'Consulting', 'victoria.hale', 3000),
  person('James', 'Whitaker', 'Consultant', 'Consulting', 'manager', 900),
  person('Sofia', 'Alvarez', 'Senior Consultant', 'Consulting', 'manager', 1500),
  person('Daniel', 'Novak', 'Business Analyst', 'Consulting', 'manager', 620),
  person('Hannah', 'Schultz', 'Consultant', 'Consulting', 'manager', 450),
  person('Omar', 'Haddad', 'Senior Business Analyst', 'Consulting', 'manager', 1300),
  person('Grace', 'Liu', 'Data Engineer', 'Data & Analytics', 'manager2', 1000),
  person('Ethan', 'Morales', 'Senior Data Scientist', 'Data & Analytics', 'manager2', 1700),
  person('Chloe', 'Dubois', 'Analytics Consultant', 'Data & Analytics', 'manager2', 750),
  person('Benjamin', 'Wright', 'BI Developer', 'Data & Analytics', 'manager2', 1200),
  person('Ava', 'Johansson', 'Data Analyst', 'Data & Analytics', 'manager2', 380),
  person('Lucas', 'Ferreira', 'Data Engineer', 'Data & Analytics', 'manager2', 1400, { enabled: false }),
  person('Isaac', 'Thompson', 'Cloud Architect', 'Cloud Engineering', 'laura.jensen', 1800),
  person('Mia', 'Rossi', 'DevOps Engineer', 'Cloud Engineering', 'laura.jensen', 950),
  person('Ryan', "O'Connor", 'Software Engineer', 'Cloud Engineering', 'laura.jensen', 560),
  person('Aisha', 'Bello', 'Senior Software Engineer', 'Cloud Engineering', 'laura.jensen', 1350),
  person('Tomás', 'Herrera', 'Contract Software Engineer', 'Cloud Engineering', 'laura.jensen', 300, {
    contractor: true,
  }),
  person('Kevin', 'Park', 'Site Reliability Engineer', 'Cloud Engineering', 'laura.jensen', 1050),
  person('Jacob', 'Lindqvist', 'Senior Consultant', 'Consulting', 'natalie.foster', 1600),
  person('Olivia', 'Grant', 'Consultant', 'Consulting', 'natalie.foster', 820),
  person('Marco', 'Bianchi', 'Contract Consultant', 'Consulting', 'natalie.foster', 260, {
    contractor: true,
  }),
  person('Zoe', 'Mitchell', 'Associate Consultant', 'Consulting', 'natalie.foster', 40),
  person('Liam', "O'Brien", 'Senior Consultant', 'Consulting', 'natalie.foster', 1450),
  person('Peter', 'Walsh', 'Consultant', 'Consulting', 'natalie.foster', 1250, { enabled: false }),
  person('Jessica', 'Moore', 'Account Executive', 'Sales & Marketing', 'samuel.ortiz', 1150),
  person('Andrew', 'Chen', 'Account Executive', 'Sales & Marketing', 'samuel.ortiz', 680),
  person('Leah', 'Goldberg', 'Marketing Manager', 'Sales & Marketing', 'samuel.ortiz', 1550),
  person('Diego', 'Santos', 'Sales Engineer', 'Sales & Marketing', 'samuel.ortiz', 880),
  person('Fatima', 'Nasser', 'Senior Accountant', 'Finance & Operations', 'david.okafor', 1900),
  person('George', 'Adams', 'Billing Specialist', 'Finance & Operations', 'david.okafor', 1020),
  person('Isabella', 'Romero', 'Project Coordinator', 'Finance & Operations', 'david.okafor', 520),
  person('Emma', 'Lawson', 'Recruiter', 'People & Talent', 'priya.raman', 730),
  person('Julian', 'Ward', 'HR Generalist', 'People & Talent', 'priya.raman', 1650),
  person('Sarah', 'Nguyen', 'Talent Acquisition Partner', 'People & Talent', 'priya.raman', 20),
];

/** 'Tomás' and "O'Connor" become 'tomas' and 'oconnor'. */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/** Everyone in the demo company, team leads before the people they lead. */
export function planPeople(today: string): PersonPlan[] {
  const people = [...demoAccounts, ...staff].map((spec): PersonPlan => {
    const key = spec.key ?? `${emailPart(spec.firstName)}.${emailPart(spec.lastName)}`;
    return {
      key,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: `${key}@example.com`,
      jobTitle: spec.jobTitle,
      department: spec.department,
      leadKey: spec.leadKey,
      employmentStartDate: spec.startedDaysAgo === null ? null : addDays(today, -spec.startedDaysAgo),
      contractor: spec.contractor ?? false,
      roles: spec.roles ?? ['employee'],
      enabled: spec.enabled ?? true,
    };
  });
  return orgLevels(people).flat();
}

/** People grouped so that every team lead sits in an earlier group than the people they lead. */
export function orgLevels(people: PersonPlan[]): PersonPlan[][] {
  const levels: PersonPlan[][] = [];
  const placed = new Set<string>();
  let remaining = people;
  while (remaining.length > 0) {
    const ready = remaining.filter((p) => p.leadKey === null || placed.has(p.leadKey));
    if (ready.length === 0) throw new Error('The demo org chart has a cycle or an unknown team lead');
    for (const p of ready) placed.add(p.key);
    levels.push(ready);
    remaining = remaining.filter((p) => !placed.has(p.key));
  }
  return levels;
}

/** Whether the person logs time: an enabled employee with a start date. */
export function logsTime(person: PersonPlan): boolean {
  return person.enabled && person.roles.includes('employee') && person.employmentStartDate !== null;
}

/** Whether the person takes (and accrues) time off: as above, but not a contractor. */
export function takesTimeOff(person: PersonPlan): boolean {
  return logsTime(person) && !person.contractor;
}
