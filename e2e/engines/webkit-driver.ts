import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { retry } from './page-base.ts';

/** Debian's WebKitGTK MiniBrowser, which WebKitWebDriver starts for each session. */
const MINIBROWSER = process.env['WEBKIT_MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env['WEBKIT_DRIVER_PATH'] ?? 'WebKitWebDriver';

/** The capabilities that make WebKitWebDriver start MiniBrowser under automation. */
export const WEBKIT_BROWSER = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
};

export interface WebKitDriverServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts a private X display (Xvfb picks a free one and says which) and WebKitWebDriver on a free
 * port drawing on it: WebKitGTK has no headless mode. Both stop with `stop()`. Free ones rather than
 * fixed numbers, so two runs on one machine never meet.
 */
export async function startWebKitDriver(): Promise<WebKitDriverServer> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await firstLine(xvfb.stdio[3] as Readable, xvfb, 'Xvfb');
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // LANG: without it WebKitGTK reports navigator.language "C"; the widget then speaks English anyway.
    env: { ...process.env, DISPLAY: `:${display}`, LANG: 'en_US.UTF-8' },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all([ended(driver), ended(xvfb)]);
  };
  try {
    await retry(`webkit: WebKitWebDriver answering on ${url}`, 10_000, async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
      return (await fetch(`${url}/status`)).ok ? true : null;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

function firstLine(stream: Readable, child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with ${String(code)} before it was ready`));
    });
    child.once('error', reject);
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Ends a process this runner started, and waits for it. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
