import { Writable } from 'node:stream';

/** About a mebibyte a part: small enough to read and write in one statement, few enough for a large file. */
export const PART_BYTES = 1024 * 1024;

/**
 * A background export's workbook as it is written: its bytes are cut into parts of `partBytes`, and each part
 * is stored (`store`) before the writer may go on, so memory holds about two parts whatever the file's size.
 * A part that cannot be stored ends the writing: `room` rejects with why.
 */
export class ExportParts extends Writable {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private partsStored = 0;
  /** Every byte written so far: the file's size once it ends. */
  byteSize = 0;
  private failure: Error | undefined;

  constructor(
    private readonly store: (part: number, data: Buffer) => Promise<void>,
    private readonly partBytes = PART_BYTES,
  ) {
    super({ highWaterMark: partBytes });
    // Kept for `room`; without a listener a failed part would be an uncaught error.
    this.on('error', (error) => {
      this.failure ??= error;
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    this.byteSize += chunk.length;
    this.storeWholeParts().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.storeWholeParts()
      .then(() => (this.heldBytes > 0 ? this.storeNext(this.heldBytes) : undefined))
      .then(() => done(), done);
  }

  /** Resolves when the writer may write more; rejects once a part could not be stored. */
  room(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const settle = () => {
        this.off('drain', settle);
        this.off('close', settle);
        if (this.failure) reject(this.failure);
        else if (this.destroyed) reject(new Error('the export was closed before it was written'));
        else resolve();
      };
      this.once('drain', settle);
      this.once('close', settle);
    });
  }

  private async storeWholeParts() {
    while (this.heldBytes >= this.partBytes) await this.storeNext(this.partBytes);
  }

  private async storeNext(size: number) {
    const bytes = Buffer.concat(this.held, this.heldBytes);
    const rest = bytes.subarray(size);
    this.held = rest.length > 0 ? [rest] : [];
    this.heldBytes = rest.length;
    await this.store(this.partsStored, bytes.subarray(0, size));
    this.partsStored += 1;
  }
}
