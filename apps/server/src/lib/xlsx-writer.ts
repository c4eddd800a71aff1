import type { Writable } from 'node:stream';
import { type RoomFor, type ZipEntryWriter, ZipWriter } from './zip-writer';

/** A cell: text, a number, a calendar date (`YYYY-MM-DD`, shown as a date), or empty. */
export type XlsxCell = { text: string } | { number: number } | { date: string } | null;

/**
 * A spreadsheet's rows, on as many sheets as they need: a sheet holds at most `maxRows` rows (a spreadsheet
 * program's limit), and the rows past it go on in the next sheet, which begins with `header` again.
 */
export interface XlsxSheet {
  /** The name of the first sheet; the next are named by `nameOf`. */
  name: string;
  /** The name of the sheet numbered `number` (2 for the second); `{name} ({number})` by default. */
  nameOf?: (number: number) => string;
  /** Column widths in characters, left to right. */
  columnWidths: readonly number[];
  /** The row every sheet begins with (the column headers); none by default. */
  header?: readonly XlsxCell[];
  /** The most rows a sheet holds, its header included: 1,048,576 (Excel's and LibreOffice's limit) by default. */
  maxRows?: number;
}

/** The most rows a sheet of Excel or LibreOffice Calc opens. */
export const SPREADSHEET_MAX_ROWS = 1_048_576;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The sheets' numbers, 1 to `count`. */
const numbersTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const sheetPath = (number: number) => `worksheets/sheet${number}.xml`;

const contentTypesOf = (sheetCount: number) =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>${numbersTo(
    sheetCount,
  )
    .map(
      (number) =>
        `<Override PartName="/xl/${sheetPath(number)}" ContentType="${CONTENT_TYPE}.worksheet+xml"/>`,
    )
    .join('')}<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/></Types>`;
const packageRelationships = `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
/** Relationship rId{n} is sheet n; the styles come after the sheets. */
const workbookRelationshipsOf = (sheetCount: number) =>
  `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">${numbersTo(sheetCount)
    .map(
      (number) =>
        `<Relationship Id="rId${number}" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="${sheetPath(number)}"/>`,
    )
    .join(
      '',
    )}<Relationship Id="rId${sheetCount + 1}" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/></Relationships>`;
/** Two cell formats: 0 the default, 1 a short date (built-in number format 14). */
const styles = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const DATE_STYLE = 1;

const workbookOf = (sheetNames: readonly string[]) =>
  `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIP}"><sheets>${sheetNames
    .map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('')}</sheets></workbook>`;

const sheetStartOf = (columnWidths: readonly number[]) =>
  `${XML_HEAD}<worksheet xmlns="${MAIN}"><cols>${columnWidths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('')}</cols><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/**
 * Characters XML 1.0 cannot hold at all (controls other than tab, line feed and carriage return, lone
 * surrogates, U+FFFE and U+FFFF): a workbook holding one will not open, so they are left out.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"\r]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // Kept as a reference, or a reader's XML parser would turn it into a line feed.
  '\r': '&#13;',
};

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (character) => XML_ESCAPES[character] ?? character);
}

const DAY_MS = 86_400_000;
/** Day 0 of spreadsheet dates (the 1900 system, counting Lotus's 29 February 1900). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** The serial number a spreadsheet stores for a calendar date. */
export function serialOfDate(isoDate: string): number {
  return (Date.parse(`${isoDate}T00:00:00Z`) - SERIAL_EPOCH_MS) / DAY_MS;
}

/** A column's letters: A to Z, then AA, AB... */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A cell at its reference (`B7`); an empty cell is left out. */
function cellXml(cell: XlsxCell, reference: string): string {
  if (cell === null) return '';
  if ('number' in cell)
    return Number.isFinite(cell.number) ? `<c r="${reference}"><v>${cell.number}</v></c>` : '';
  if ('date' in cell) return `<c r="${reference}" s="${DATE_STYLE}"><v>${serialOfDate(cell.date)}</v></c>`;
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`;
}

/**
 * An .xlsx workbook written as rows come: rows are gathered into text until `flush`, which deflates them into
 * the output and waits while the output is full. Memory holds one batch of rows, never a sheet. Once a sheet
 * holds `maxRows` rows, the rows go on in the next; the parts that name the sheets (the workbook, its
 * relationships, the content types) are written after the sheets, as the workbook ends.
 */
export class XlsxWriter {
  private readonly zip: ZipWriter;
  private sheetEntry: ZipEntryWriter | null = null;
  private readonly sheetNames: string[] = [];
  private pending: string[] = [];
  /** Rows that came once the current sheet was full: they begin the next sheet at the next flush. */
  private overflow: (readonly XlsxCell[])[] = [];
  /** The rows of the current sheet so far, its header included. */
  private rowNumber = 0;
  private readonly columns: string[];
  private readonly maxRows: number;

  constructor(
    output: Writable,
    private readonly sheet: XlsxSheet,
    roomFor: RoomFor,
    createdAt = new Date(),
  ) {
    this.zip = new ZipWriter(output, roomFor, createdAt);
    this.columns = sheet.columnWidths.map((_, index) => columnLetters(index));
    this.maxRows = sheet.maxRows ?? SPREADSHEET_MAX_ROWS;
    if (this.maxRows < (sheet.header ? 2 : 1)) throw new Error('a sheet must hold a row besides its header');
  }

  /** Begins the first sheet. */
  async start(): Promise<void> {
    this.beginSheet();
  }

  /** The next row; it has at most as many cells as the sheet has columns. */
  row(cells: readonly XlsxCell[]): void {
    if (!this.sheetEntry) throw new Error('start the workbook before writing rows');
    if (this.overflow.length > 0 || this.rowNumber === this.maxRows) this.overflow.push(cells);
    else this.writeRow(cells);
  }

  async flush(): Promise<void> {
    if (!this.sheetEntry) throw new Error('start the workbook before writing rows');
    await this.writePending();
    while (this.overflow.length > 0) {
      this.pending.push(SHEET_END);
      await this.writePending();
      await this.sheetEntry.end();
      this.beginSheet();
      const rows = this.overflow;
      this.overflow = [];
      for (const cells of rows) this.row(cells);
      await this.writePending();
    }
  }

  async finish(): Promise<void> {
    await this.flush();
    this.pending.push(SHEET_END);
    await this.writePending();
    await this.sheetEntry?.end();
    this.sheetEntry = null;
    const sheetCount = this.sheetNames.length;
    await this.zip.add('[Content_Types].xml', contentTypesOf(sheetCount));
    await this.zip.add('_rels/.rels', packageRelationships);
    await this.zip.add('xl/workbook.xml', workbookOf(this.sheetNames));
    await this.zip.add('xl/_rels/workbook.xml.rels', workbookRelationshipsOf(sheetCount));
    await this.zip.add('xl/styles.xml', styles);
    await this.zip.finish();
  }

  private async writePending() {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    await this.sheetEntry!.write(text);
  }

  private beginSheet() {
    const number = this.sheetNames.length + 1;
    this.sheetNames.push(
      number === 1 ? this.sheet.name : (this.sheet.nameOf?.(number) ?? `${this.sheet.name} (${number})`),
    );
    this.sheetEntry = this.zip.entry(`xl/${sheetPath(number)}`);
    this.rowNumber = 0;
    this.pending.push(sheetStartOf(this.sheet.columnWidths));
    if (this.sheet.header) this.writeRow(this.sheet.header);
  }

  private writeRow(cells: readonly XlsxCell[]) {
    this.rowNumber += 1;
    const row = this.rowNumber;
    const xml = cells.map((cell, index) => cellXml(cell, `${this.columns[index]}${row}`)).join('');
    this.pending.push(`<row r="${row}">${xml}</row>`);
  }
}
