import { chromium } from '@playwright/test';
import { busyTimeByPlace, type CpuProfile, placeInPage } from './cpu-profile';

export interface KeystrokeTimes {
  /** Milliseconds from each keystroke to the end of its handling, React's render and commit included. */
  handled: number[];
  /** Key presses whose time to the next paint Chromium's Event Timing reported at 16 ms or more. */
  slowToPaint: number;
  /** Every key press (keydown), the Control of each Control+A included. */
  keydowns: number;
  keystrokes: number;
  /**
   * The page's busy time while typing the same keys again, by script (V8's sampling profiler through the
   * DevTools protocol, every millisecond). The keystrokes above are timed in the first pass, without it: a
   * profiler sampling every millisecond slows the page it watches.
   */
  profile: ReturnType<typeof busyTimeByPlace> | null;
  /** Why there is no profile: it explains the figures, so its failure does not lose them. */
  profileError?: string;
  typingMs: number;
}

// In the page: each key's `keydown` time stamp, and the moment its `input` event has bubbled to the window,
// after React's listener on the root and the synchronous render of the discrete update it scheduled.
const recorder = `
  window.__keystrokes = { handled: [], slowToPaint: 0, keydowns: 0 };
  let pressedAt = null;
  window.addEventListener('keydown', (event) => {
    pressedAt = event.timeStamp;
    window.__keystrokes.keydowns += 1;
  }, true);
  window.addEventListener('input', () => {
    if (pressedAt !== null) window.__keystrokes.handled.push(performance.now() - pressedAt);
    pressedAt = null;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown') window.__keystrokes.slowToPaint += 1;
  }).observe({ type: 'event', durationThreshold: 16 });
`;

/**
 * Opens `path` in Chromium (headless, the machine's binary) with the session cookie and types a value into
 * every hours cell of the timesheet (0.7, so thirty rows stay under 24 hours a day), one key at a time, as a person does: a keystroke's cost in a full grid.
 */
export async function measureKeystrokes(base: string, sessionCookie: string, path: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, ...value] = sessionCookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
    const page = await context.newPage();
    await page.addInitScript(recorder);
    await page.goto(`${base}${path}`);
    const cells = page.locator('input[aria-label^="Hours for "]:not([readonly]):not([disabled])');
    await cells.first().waitFor();
    const count = await cells.count();
    const typeEveryCell = async () => {
      let keystrokes = 0;
      for (let index = 0; index < count; index += 1) {
        await cells.nth(index).focus();
        await page.keyboard.press('Control+a');
        for (const key of '0.7') {
          await page.keyboard.press(key);
          keystrokes += 1;
        }
      }
      return keystrokes;
    };
    const keystrokes = await typeEveryCell();
    // Event Timing entries arrive after the paint that follows each event.
    await page.waitForTimeout(500);
    const times = (await page.evaluate('window.__keystrokes')) as Pick<
      KeystrokeTimes,
      'handled' | 'slowToPaint' | 'keydowns'
    >;
    const devtools = await context.newCDPSession(page);
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 1000 });
    await devtools.send('Profiler.start');
    const typingStarted = performance.now();
    await typeEveryCell();
    const typingMs = performance.now() - typingStarted;
    const profiled = await devtools.send('Profiler.stop').then(
      (stopped) => ({
        profile: busyTimeByPlace(
          (stopped as unknown as { profile: CpuProfile }).profile,
          typingMs,
          placeInPage,
        ),
      }),
      (error: Error) => ({ profile: null, profileError: error.message }),
    );
    return {
      ...times,
      handled: times.handled.sort((a, b) => a - b),
      keystrokes,
      cells: count,
      ...profiled,
      typingMs,
    };
  } finally {
    await browser.close();
  }
}
