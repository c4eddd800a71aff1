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
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('report1');
    expect(sheet?.columns.map((column) => column.width)).toEqual([30, 12, 8]);
    const values: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: true }, (row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    expect(values).toEqual([
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
      if (asked > 7) throw new Error('the download was closed');
    });
    await writer.start();
    expect(asked).toBe(5);
    writer.row([{ text: 'first batch' }]);
    await writer.flush();
    expect(asked).toBe(6);
    writer.row([{ text: 'second batch' }]);
    await writer.flush();
    writer.row([{ text: 'never written' }]);
    await expect(writer.flush()).rejects.toThrow('closed');
    expect(output.writableEnded).toBe(false);
  });
});
