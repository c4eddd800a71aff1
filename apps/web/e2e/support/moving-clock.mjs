// Preloaded into an app server an end-to-end test starts (`node --import .../moving-clock.mjs server.js`): the
// process's clock runs with the real one, ahead by the milliseconds the file CLOCK_OFFSET_FILE holds, read at
// every reading of the clock, so the test moves the server's time while it runs. The test replaces the file
// whole (written beside it, then renamed), so a reading never sees it half written.
import { readFileSync } from 'node:fs';

const offsetFile = process.env.CLOCK_OFFSET_FILE;
if (!offsetFile)
  throw new Error('CLOCK_OFFSET_FILE must name a file holding the clock offset in milliseconds');

function offsetMs() {
  const text = readFileSync(offsetFile, 'utf8');
  const offset = Number(text);
  if (text.trim() === '' || !Number.isFinite(offset)) {
    throw new Error(`${offsetFile} must hold the clock offset in milliseconds, not "${text}"`);
  }
  return offset;
}

const SystemDate = Date;
globalThis.Date = class MovingDate extends SystemDate {
  constructor(...args) {
    super(...(args.length === 0 ? [SystemDate.now() + offsetMs()] : args));
  }

  static now() {
    return SystemDate.now() + offsetMs();
  }

  // Dates made before the preload or by Node itself are dates too.
  static [Symbol.hasInstance](value) {
    return value instanceof SystemDate;
  }
};
