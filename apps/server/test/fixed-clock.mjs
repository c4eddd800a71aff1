// Preloaded into a child process a test starts (`node --import tsx --import ./test/fixed-clock.mjs`): the
// process's clock stands still at FIXED_NOW, so a command that reads today's date runs on the day the test chose.
const fixedNow = Date.parse(process.env.FIXED_NOW ?? '');
if (Number.isNaN(fixedNow))
  throw new Error('FIXED_NOW must be a date and time, such as 2025-03-14T12:00:00Z');

const SystemDate = Date;
globalThis.Date = class FixedDate extends SystemDate {
  constructor(...args) {
    super(...(args.length === 0 ? [fixedNow] : args));
  }

  static now() {
    return fixedNow;
  }
};
