import { freePort } from '../../../dev/free-port';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import type { Engine, EnginePage, Key } from './engine';
import { startSession, waitForDriver, type WebDriverSession } from './webdriver';

/** WebKitGTK, Safari's engine, from Debian's webkit2gtk-driver (or WEBKIT_DRIVER_PATH / WEBKIT_BROWSER_PATH). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const WEBKIT_BROWSER_PATH = process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebDriver's key codes (https://www.w3.org/TR/webdriver2/#keyboard-actions).
const KEY_CODES: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
};
const SHIFT = '\uE008';

const keyActions = (keys: string[]) => ({
  type: 'key',
  id: 'keyboard',
  actions: keys.flatMap((value) => [
    { type: 'keyDown', value },
    { type: 'keyUp', value },
  ]),
});

function webkitPage(session: WebDriverSession): EnginePage {
  const perform = async (actions: object[]) => {
    await session.command('POST', '/actions', { actions });
    await session.command('DELETE', '/actions');
  };
  return {
    goto: async (url) => void (await session.command('POST', '/url', { url })),
    async evaluate(fn, ...args) {
      // Executed as an async script so that a promise returned by `fn` is awaited in the page.
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await session.command<{ value: never; error?: string }>('POST', '/execute/async', { script, args: [] });
      if (result.error) throw new Error(`Erreur dans la page : ${result.error}`);
      return result.value;
    },
    click: (x, y) =>
      perform([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    press: (key) =>
      key === 'Shift+Tab'
        ? perform([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: SHIFT },
                { type: 'keyDown', value: KEY_CODES.Tab },
                { type: 'keyUp', value: KEY_CODES.Tab },
                { type: 'keyUp', value: SHIFT },
              ],
            },
          ])
        : perform([keyActions([KEY_CODES[key]])]),
    type: (text) => perform([keyActions([...text])]),
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64'));
    },
  };
}

/**
 * MiniBrowser, WebKitGTK's test browser, driven by WebKitWebDriver on a virtual X display (this
 * build has no headless mode). One window serves every test: a new page is a navigation.
 */
export async function launchWebKit(): Promise<Engine> {
  for (const [path, advice] of [
    [WEBKIT_DRIVER_PATH, 'installez le paquet Debian « webkit2gtk-driver » ou définissez WEBKIT_DRIVER_PATH'],
    [WEBKIT_BROWSER_PATH, 'définissez WEBKIT_BROWSER_PATH'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`WebKit introuvable à ${path} : ${advice}.`);
  }
  if (spawnSync('xvfb-run', ['--help']).error)
    throw new Error('xvfb-run introuvable : installez les paquets Debian « xvfb » et « xauth ».');
  const port = await freePort();
  // Its own process group, so that closing ends xvfb-run, Xvfb and the driver together.
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, 20_000);
    const session = await startSession(url, {
      browserName: 'MiniBrowser',
      // Full screen hides MiniBrowser's toolbar, which holds the window at 447 px or more: the
      // window is then the viewport, 375 px wide if asked.
      'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER_PATH, args: ['--automation', '--full-screen'] },
    });
    const page = webkitPage(session);
    return {
      name: 'webkit',
      version: `WebKitGTK ${session.capabilities.browserVersion}`,
      async newPage(viewport) {
        await page.goto('about:blank');
        await session.command('POST', '/window/rect', viewport);
        const inner = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
        if (inner.width !== viewport.width || inner.height !== viewport.height) {
          throw new Error(`WebKit n'a pas pris la taille demandée : ${JSON.stringify(inner)} au lieu de ${JSON.stringify(viewport)}`);
        }
        return page;
      },
      async close() {
        await session.close().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
