import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * Resolves when the output can take more; rejects when it never will (a download closed or stalled), which
 * ends the writing.
 */
export type RoomFor = () => Promise<void>;

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0: deflate. */
const VERSION = 20;
/** Bit 3: the sizes and CRC follow the data in a descriptor, so an entry streams without being held. */
const STREAMED = 0x0008;
const DEFLATE = 8;
/** The classic format's fields are 32 bits; an entry (or the archive) past this would need ZIP64. */
const LIMIT_32 = 0xffffffff;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time fields of a moment, as zip headers carry them. */
function dosDateTime(at: Date): { date: number; time: number } {
  return {
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

/**
 * A zip archive written straight to a stream, entry after entry, each deflated while it is written: nothing
 * but the entry being compressed is held in memory, whatever the archive's size. Entries stream their sizes
 * in data descriptors (general purpose bit 3), which every spreadsheet program reads.
 */
export class ZipWriter {
  private readonly entries: WrittenEntry[] = [];
  private offset = 0;
  private readonly stamp: { date: number; time: number };

  constructor(
    private readonly output: Writable,
    private readonly roomFor: RoomFor,
    modifiedAt: Date,
  ) {
    this.stamp = dosDateTime(modifiedAt);
  }

  /** Begins an entry; write its content with `write`, then `end` it before the next entry begins. */
  entry(name: string): ZipEntryWriter {
    const entryName = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(STREAMED, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entryName.length, 26);
    const offset = this.offset;
    this.emit(header);
    this.emit(entryName);
    return new ZipEntryWriter(this.output, this.roomFor, (written) => {
      this.emit(descriptorOf(written));
      this.entries.push({ name: entryName, offset, ...written });
      this.offset += written.compressedSize;
    });
  }

  /** A whole entry at once (the workbook's small fixed parts). */
  async add(name: string, content: string): Promise<void> {
    const entry = this.entry(name);
    await entry.write(content);
    await entry.end();
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    const directoryOffset = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(STREAMED, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      this.emit(header);
      this.emit(entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryOffset, 12);
    end.writeUInt32LE(directoryOffset, 16);
    this.emit(end);
    if (this.offset > LIMIT_32) throw new Error('the archive grew past 4 GiB, which needs ZIP64');
    await new Promise<void>((resolve, reject) =>
      this.output.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }

  private emit(bytes: Buffer) {
    this.output.write(bytes);
    this.offset += bytes.length;
  }
}

function descriptorOf(written: Omit<WrittenEntry, 'name' | 'offset'>): Buffer {
  if (written.size > LIMIT_32 || written.compressedSize > LIMIT_32) {
    throw new Error('a zip entry grew past 4 GiB, which needs ZIP64');
  }
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(written.crc, 4);
  descriptor.writeUInt32LE(written.compressedSize, 8);
  descriptor.writeUInt32LE(written.size, 12);
  return descriptor;
}

/** One entry's content, deflated into the archive as it comes; `write` waits while the download is full. */
export class ZipEntryWriter {
  private readonly deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  private crc = 0;
  private size = 0;
  private compressedSize = 0;
  private readonly ended: Promise<void>;

  constructor(
    private readonly output: Writable,
    private readonly roomFor: RoomFor,
    onEnd: (written: Omit<WrittenEntry, 'name' | 'offset'>) => void,
  ) {
    this.deflate.on('data', (chunk: Buffer) => {
      this.compressedSize += chunk.length;
      this.output.write(chunk);
    });
    this.ended = new Promise((resolve, reject) => {
      this.deflate.once('error', reject);
      this.deflate.once('end', () => {
        onEnd({ crc: this.crc, size: this.size, compressedSize: this.compressedSize });
        resolve();
      });
    });
  }

  async write(text: string): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    if (!this.deflate.write(bytes)) {
      await new Promise<void>((resolve) => this.deflate.once('drain', resolve));
    }
    await this.roomFor();
  }

  async end(): Promise<void> {
    this.deflate.end();
    await this.ended;
  }
}
