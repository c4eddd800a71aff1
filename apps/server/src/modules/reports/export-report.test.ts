import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { neutralisedText } from '../../core/export-text';
import { DownloadAbandoned, roomIn } from './export-report';

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

  it('says why it gave up', async () => {
    const stalled = new PassThrough({ highWaterMark: 4 });
    stalled.write('more than four bytes');
    await expect(roomIn(stalled, 20)).rejects.toThrow(
      new DownloadAbandoned('the download took nothing for 20 ms'),
    );
    const closed = new PassThrough();
    closed.destroy();
    await expect(roomIn(closed)).rejects.toThrow(new DownloadAbandoned('the download was closed'));
  });

  it('leaves no listener behind, however often it waits and however it ends', async () => {
    const output = new PassThrough({ highWaterMark: 4 });
    const listeners = () => ({ drain: output.listenerCount('drain'), close: output.listenerCount('close') });
    const before = listeners();
    for (let wait = 0; wait < 20; wait += 1) {
      output.write('more than four bytes');
      const waiting = roomIn(output, 1000);
      while (output.read() !== null);
      await waiting;
    }
    expect(listeners()).toEqual(before);
    output.write('more than four bytes');
    await expect(roomIn(output, 20)).rejects.toBeInstanceOf(DownloadAbandoned);
    expect(listeners()).toEqual(before);
  });
});
