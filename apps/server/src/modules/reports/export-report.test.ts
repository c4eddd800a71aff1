import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DownloadAbandoned, neutralisedText, roomIn } from './export-report';

describe('neutralisedText', () => {
  it('puts a single quote before text a spreadsheet could run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralisedText(text)).toBe(`'${text}`);
    }
    for (const text of ['Client workshop', ' =1', "'quoted", '1-2', '']) {
      expect(neutralisedText(text)).toBe(text);
    }
  });
});

describe('roomIn', () => {
  it('goes on at once while the download keeps up, and when it drains', async () => {
    const output = new PassThrough({ highWaterMark: 4 });
    await roomIn(output);
    output.write('more than four bytes');
    const waiting = roomIn(output, 1000);
    output.resume();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up on a download that was closed or takes nothing', async () => {
    const stalled = new PassThrough({ highWaterMark: 4 });
    stalled.write('more than four bytes');
    await expect(roomIn(stalled, 20)).rejects.toBeInstanceOf(DownloadAbandoned);
    const closed = new PassThrough({ highWaterMark: 4 });
    closed.write('more than four bytes');
    const waiting = roomIn(closed, 1000);
    closed.destroy();
    await expect(waiting).rejects.toThrow('closed');
    await expect(roomIn(closed)).rejects.toBeInstanceOf(DownloadAbandoned);
  });
});
