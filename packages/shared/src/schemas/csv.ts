import { z } from 'zod';
import { BILLING_TERMS_MESSAGE } from '../domain/billing';
import { budgetKindSchema, budgetSpanSchema, budgetThresholdsSchema, MAX_BUDGET_AMOUNT } from './budgets';
import { MAX_BALANCE_HOURS } from './calendar';
import { amountSchema, emailSchema, isoDateSchema, requiredTextSchema, yearSchema } from './common';
import { billingTypeSchema, MAX_RATE, projectCodeSchema } from './engagements';
import { timeZoneSchema } from './offices';
import { personRolesSchema } from './people';
import { timeOffReasonSchema } from './time-off';

/** What can be exported and imported as CSV. */
export const csvKindSchema = z.enum([
  'people',
  'clients',
  'engagements',
  'assignments',
  'holidays',
  'balances',
  'offices',
  'office_holidays',
  'office_moves',
]);
export type CsvKind = z.infer<typeof csvKindSchema>;
export const csvKindParamsSchema = z.object({ kind: csvKindSchema });

/** The largest file an import takes (the JSON body that carries it may be a little larger). */
export const CSV_MAX_BYTES = 8 * 1024 * 1024;
/** The most records a file may hold (besides its header). */
export const CSV_MAX_RECORDS = 20_000;
/**
 * The most columns a header may have: well above the widest kind's (engagements, 20), so a wrong file is still
 * told apart column by column, while a header of a million columns is refused before anything else is read.
 */
export const CSV_MAX_COLUMNS = 64;
/** The most characters the cells of one record may hold together: far more than the longest valid line. */
export const CSV_MAX_RECORD_LENGTH = 64 * 1024;
/** A preview lists at most this many problems, the first by line, and counts them all. */
export const CSV_PROBLEMS_LISTED = 100;

/** POST /api/admin/csv/{kind}/preview and POST /api/admin/csv/{kind}: the file's text, header row first. */
export const csvImportBodySchema = z.object({
  csv: z.string().min(1, 'is empty').max(CSV_MAX_BYTES, `must be at most ${CSV_MAX_BYTES} characters`),
});
export type CsvImportBody = z.infer<typeof csvImportBodySchema>;

/** A line the import cannot take, and why; `column` when one column is at fault. */
export const csvProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

/** What a line will do: create a record, or change some of its fields (from, to). */
export const csvChangeSchema = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  /** What the line is about as a person reads it: an email, a project code and role, a date... */
  key: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type CsvChange = z.infer<typeof csvChangeSchema>;

export const csvPreviewResponseSchema = z.object({
  kind: csvKindSchema,
  records: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(csvChangeSchema),
  /** The bad lines' problems, the first `CSV_PROBLEMS_LISTED` by line; an import writes nothing unless it is empty. */
  problems: z.array(csvProblemSchema),
  /** How many problems the file has, listed or not. */
  problemCount: z.number().int(),
});
export type CsvPreview = z.infer<typeof csvPreviewResponseSchema>;

export const csvImportResponseSchema = z.object({
  kind: csvKindSchema,
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResponseSchema>;

// Cells arrive as text; these read them. A blank optional cell is null.
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
const optionalCell = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().transform(blankToNull).pipe(schema.nullable());
const requiredCell = (maxLength: number) => requiredTextSchema(maxLength);
const dateCell = z.string().trim().pipe(isoDateSchema);
const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];
const booleanCell = (whenBlank: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((text) => text === '' || [...TRUE_WORDS, ...FALSE_WORDS].includes(text), 'must be true or false')
    .transform((text) => (text === '' ? whenBlank : TRUE_WORDS.includes(text)));
const decimalCell = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a number such as 150 or 37.5')
    .transform(Number)
    .pipe(amountSchema(max));
const emailCell = emailSchema;
const optionalEmailCell = z.string().transform(blankToNull).pipe(emailSchema.nullable());
/** Percentages separated by semicolons (or commas, spaces): 80;100. */
const thresholdsCell = z
  .string()
  .transform((text) =>
    text
      .split(/[;,\s]+/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
  )
  .pipe(budgetThresholdsSchema);

/** One line of each kind as the import reads it, keyed by the header's column names. */
export const csvRowSchemas = {
  people: z.object({
    email: emailCell,
    first_name: requiredCell(100),
    last_name: requiredCell(100),
    job_title: optionalCell(requiredTextSchema(100)),
    department: optionalCell(requiredTextSchema(200)),
    team_lead_email: optionalEmailCell,
    employment_start_date: optionalCell(isoDateSchema),
    contractor: booleanCell(false),
    /** Separated by semicolons (or spaces): employee;admin. */
    roles: z
      .string()
      .transform((text) =>
        text
          .toLowerCase()
          .split(/[;,\s]+/)
          .filter(Boolean),
      )
      .pipe(personRolesSchema),
    active: booleanCell(true),
  }),
  clients: z.object({ name: requiredCell(200) }),
  /** One line per role; the engagement's columns repeat on each of its roles' lines and must agree. */
  engagements: z.object({
    project_code: z.string().pipe(projectCodeSchema),
    name: requiredCell(200),
    client: requiredCell(200),
    billing_type: z.string().trim().toLowerCase().pipe(billingTypeSchema),
    billing_terms: z
      .string()
      .trim()
      .refine((text) => ['30', '45', '60'].includes(text), BILLING_TERMS_MESSAGE)
      .transform((text) => Number(text) as 30 | 45 | 60),
    po_number: optionalCell(requiredTextSchema(100)),
    billing_class: optionalCell(requiredTextSchema(100)),
    billable: booleanCell(true),
    department: optionalCell(requiredTextSchema(200)),
    engagement_manager_email: optionalEmailCell,
    sales_rep_email: optionalEmailCell,
    role: requiredCell(100),
    rate: decimalCell(MAX_RATE),
    role_start_date: dateCell,
    role_end_date: optionalCell(isoDateSchema),
    /**
     * Issue 40, the engagement's budget (optional columns, `csvOptionalColumns`): all three of kind, amount and
     * span, or none (the budget is left as it is). Thresholds default to 80;100, refusal to false.
     */
    budget_kind: optionalCell(z.string().toLowerCase().pipe(budgetKindSchema)),
    budget_amount: optionalCell(decimalCell(MAX_BUDGET_AMOUNT)),
    budget_span: optionalCell(z.string().toLowerCase().pipe(budgetSpanSchema)),
    budget_thresholds: optionalCell(thresholdsCell),
    refuse_beyond_budget: booleanCell(false),
  }),
  /** A person's assignment to an engagement's role. */
  assignments: z.object({
    email: emailCell,
    project_code: z.string().pipe(projectCodeSchema),
    role: requiredCell(100),
    start_date: dateCell,
    end_date: optionalCell(isoDateSchema),
  }),
  holidays: z.object({ date: dateCell, name: requiredCell(100) }),
  balances: z.object({
    email: emailCell,
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'must be a year such as 2025')
      .transform(Number)
      .pipe(yearSchema),
    type: z.string().trim().toLowerCase().pipe(timeOffReasonSchema),
    hours: decimalCell(MAX_BALANCE_HOURS),
  }),
  /** Issue 39: offices by name, with their time zone. */
  offices: z.object({ name: requiredCell(100), time_zone: z.string().trim().pipe(timeZoneSchema) }),
  /** A holiday of one office (by its name). */
  office_holidays: z.object({ office: requiredCell(100), date: dateCell, name: requiredCell(100) }),
  /** A person (by email) belongs to an office from a day on. */
  office_moves: z.object({ email: emailCell, office: requiredCell(100), effective_from: dateCell }),
} as const satisfies Record<CsvKind, z.ZodObject>;
export type CsvRow<K extends CsvKind> = z.output<(typeof csvRowSchemas)[K]>;

/**
 * Each kind's columns in file order: the export writes them, the import needs every one in its header but those
 * of `csvOptionalColumns`.
 */
export const csvColumns = Object.fromEntries(
  Object.entries(csvRowSchemas).map(([kind, schema]) => [kind, Object.keys(schema.shape)]),
) as Record<CsvKind, string[]>;

/**
 * The columns a file may leave out, read as blank: those added after files of the kind were first written, so
 * such files still import as they did (issue 40: an engagement's budget).
 */
export const csvOptionalColumns: Partial<Record<CsvKind, readonly string[]>> = {
  engagements: ['budget_kind', 'budget_amount', 'budget_span', 'budget_thresholds', 'refuse_beyond_budget'],
};
