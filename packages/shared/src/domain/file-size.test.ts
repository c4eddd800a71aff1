import { describe, expect, it } from 'vitest';
import { fileSizeInWords } from './file-size';

describe('fileSizeInWords', () => {
  it('says kilobytes below a megabyte (at least 1), then megabytes to one decimal', () => {
    expect([12, 812_400, 999_999, 1_000_000, 61_349_999, 1_250_000_000].map(fileSizeInWords)).toEqual([
      '1 KB',
      '812 KB',
      '1000 KB',
      '1.0 MB',
      '61.3 MB',
      '1250.0 MB',
    ]);
  });
});
