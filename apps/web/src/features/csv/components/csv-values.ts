import type { CsvKind } from '@timekeep/shared/schemas/csv';

/** The kinds as the screen names them, in the order an import of a whole company goes. */
export const csvKindLabels: Record<CsvKind, string> = {
  people: 'People',
  clients: 'Clients',
  engagements: 'Engagements with roles',
  assignments: 'Assignments',
  holidays: 'Holidays',
  balances: 'Balances',
  offices: 'Offices',
  office_holidays: 'Office holidays',
  office_moves: "People's offices",
};

/** A value of a previewed change as a person reads it: '(empty)' for none, lists joined by semicolons. */
export function csvValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.map(csvValueText).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
