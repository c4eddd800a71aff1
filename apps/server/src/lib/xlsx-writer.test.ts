import { PassThrough } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, escapeXml, serialOfDate, XlsxWriter } from './xlsx-writer';

/** Everything written to a stream, once it ends. */
async function collected(output: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of output) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The entries of a zip archive, read from its central directory the way unzip does, each inflated and checked
 * against the CRC-32 and size the directory records.
 */
function entriesOf(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const localHeader = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    expect(archive.readUInt32LE(localHeader)).toBe(0x04034b50);
    const dataStart = localHeader + 30 + archive.readUInt16LE(localHeader + 26);
    const content = inflateRawSync(archive.subarray(dataStart, dataStart + compressedSize));
    expect({ name, size: content.length, crc: crc32(content) }).toEqual({ name, size, crc });
    entries.set(name, content.toString('utf8'));
    at += 46 + nameLength;
  }
  return entries;
}

/** The workbook as a spreadsheet program reads it back. */
async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A sheet's rows, each its cells' values from the first column. */
function valuesOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  return values;
}

describe('columnLetters', () => {
  it('names columns A to Z, then AA onwards', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('serialOfDate', () => {
  it('counts days as spreadsheets do, from 30 December 1899', () => {
    expect(serialOfDate('1899-12-31')).toBe(1);
    expect(serialOfDate('1900-03-01')).toBe(61);
    expect(serialOfDate('1970-01-01')).toBe(25569);
    expect(serialOfDate('2026-03-04')).toBe(46085);
  });
});

describe('escapeXml', () => {
  it('escapes markup, keeps a carriage return as a reference, and leaves out what XML cannot hold', () => {
    expect(escapeXml('a & b < c > "d"\r\n\te')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;&#13;\n\te');
    expect(escapeXml('x\u0000\u0001\u000b\u001fy\ufffe\uffffz')).toBe('xyz');
    expect(escapeXml('lone \ud800 high, lone \udc00 low, pair 😀')).toBe('lone  high, lone  low, pair 😀');
  });
});

describe('XlsxWriter', () => {
  it('writes a workbook spreadsheet programs read back cell for cell, in a sound zip archive', async () => {
    const output = new PassThrough();
    const archive = collected(output);
    const writer = new XlsxWriter(output, { name: 'report1', columnWidths: [30, 12, 8] }, async () => {});
    await writer.start();
    writer.row([{ text: 'Note' }, { text: 'Date' }, { text: 'Hours' }]);
    writer.row([{ text: "'=1+1 & <b>\r\n  two lines " }, { date: '2026-03-04' }, { number: 7.25 }]);
    await writer.flush();
    writer.row([null, { date: '2019-12-31' }, { number: 0 }]);
    writer.row([{ text: 'Zoë 😀' }, null, null]);
    await writer.finish();

    const bytes = await archive;
    const entries = entriesOf(bytes);
    // The sheets first, as they stream; the parts that name them once their number is known.
    expect([...entries.keys()]).toEqual([
      'xl/worksheets/sheet1.xml',
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
    ]);

    const workbook = await workbookOf(bytes);
    const sheet = workbook.getWorksheet('report1')!;
    expect(sheet.columns.map((column) => column.width)).toEqual([30, 12, 8]);
    expect(valuesOf(sheet)).toEqual([
      ['Note', 'Date', 'Hours'],
      ["'=1+1 & <b>\r\n  two lines ", new Date('2026-03-04T00:00:00Z'), 7.25],
      [undefined, new Date('2019-12-31T00:00:00Z'), 0],
      ['Zoë 😀'],
    ]);
  });

  it('waits for room after each batch, and stops writing when the download is given up', async () => {
    const output = new PassThrough();
    let asked = 0;
    const writer = new XlsxWriter(output, { name: 'report1', columnWidths: [10] }, async () => {
      asked += 1;
      if (asked > 2) throw new Error('the download was closed');
    });
    await writer.start();
    expect(asked).toBe(0);
    writer.row([{ text: 'first batch' }]);
    await writer.flush();
    expect(asked).toBe(1);
    writer.row([{ text: 'second batch' }]);
    await writer.flush();
    writer.row([{ text: 'never written' }]);
    await expect(writer.flush()).rejects.toThrow('closed');
    expect(output.writableEnded).toBe(false);
  });

  it('goes on in a new sheet, its header again, once a sheet holds its most rows', async () => {
    const output = new PassThrough();
    const archive = collected(output);
    const writer = new XlsxWriter(
      output,
      {
        name: 'report1',
        nameOf: (number) => `report${number}`,
        columnWidths: [10, 10],
        header: [{ text: 'N' }, { text: 'Square' }],
        maxRows: 3,
      },
      async () => {},
    );
    await writer.start();
    for (const n of [1, 2, 3]) writer.row([{ number: n }, { number: n * n }]);
    await writer.flush();
    for (const n of [4, 5, 6, 7, 8]) writer.row([{ number: n }, { number: n * n }]);
    await writer.flush();
    writer.row([{ number: 9 }, { number: 81 }]);
    await writer.finish();

    const bytes = await archive;
    expect([...entriesOf(bytes).keys()].filter((name) => name.includes('worksheets'))).toEqual([
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet3.xml',
      'xl/worksheets/sheet4.xml',
      'xl/worksheets/sheet5.xml',
    ]);
    const sheets = (await workbookOf(bytes)).worksheets.map((sheet) => [sheet.name, valuesOf(sheet)]);
    expect(sheets).toEqual([
      [
        'report1',
        [
          ['N', 'Square'],
          [1, 1],
          [2, 4],
        ],
      ],
      [
        'report2',
        [
          ['N', 'Square'],
          [3, 9],
          [4, 16],
        ],
      ],
      [
        'report3',
        [
          ['N', 'Square'],
          [5, 25],
          [6, 36],
        ],
      ],
      [
        'report4',
        [
          ['N', 'Square'],
          [7, 49],
          [8, 64],
        ],
      ],
      [
        'report5',
        [
          ['N', 'Square'],
          [9, 81],
        ],
      ],
    ]);
  });
});
