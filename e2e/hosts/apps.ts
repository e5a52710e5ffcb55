import { join } from 'node:path';
import { DEMO_PORT } from '../support/origins.ts';

/**
 * The host matrix: small apps of different stacks, each installing the packed package as a host
 * team would (docs/development.md, "The host matrix"). Each app is a folder here with its own
 * package.json and committed lockfile; the widget is added from the tarball at test time.
 */
export interface HostApp {
  /** The folder under e2e/hosts/, and the test's name. */
  readonly name: string;
  /** What the app shows: its stack and how it embeds the widget. */
  readonly title: string;
  readonly port: number;
  /** Where the app's page is, under its origin: `/` or a base path. */
  readonly path: string;
  /** The redirect paths the sandbox registers for the app's origin: the callback page, then the app's page. */
  readonly redirectPaths: readonly string[];
  /** The npm script that serves the production build; the port is appended. */
  readonly serve: string;
  /** A dependency and the major version the app must have installed, so the matrix tests what it says. */
  readonly expects?: { readonly dependency: string; readonly major: number };
  /**
   * The app renders a signal of its own `@preact/signals` as text (a "Count a click" button and its
   * `#clicks` count): the widget's own Preact and signals adapter must leave the app's working.
   */
  readonly ownSignals?: boolean;
}

/** Ports next to the demo's, so a run on moved ports (E2E_DEMO_PORT) moves them too. */
const port = (offset: number) => DEMO_PORT + offset;

const ALL_APPS: readonly HostApp[] = [
  {
    name: 'preact10',
    title: 'Vite + Preact 10, create()',
    port: port(1),
    path: '/',
    redirectPaths: ['/callback.html', '/'],
    serve: 'preview -- --port',
    expects: { dependency: 'preact', major: 10 },
    ownSignals: true,
  },
  {
    name: 'preact11',
    title: "Vite + Preact 11, create(), the callback page built from 'retail-sync-widget/callback'",
    port: port(2),
    path: '/',
    redirectPaths: ['/callback.html', '/'],
    serve: 'preview -- --port',
    expects: { dependency: 'preact', major: 11 },
    ownSignals: true,
  },
  {
    name: 'next-react',
    title: 'Next.js App Router (server page, client component with useRetailSync)',
    port: port(3),
    path: '/',
    redirectPaths: ['/callback.html', '/'],
    serve: 'start -- -H localhost -p',
    expects: { dependency: 'react', major: 19 },
  },
  {
    name: 'vue-element',
    title: 'Vue 3 with the custom element',
    port: port(4),
    path: '/',
    redirectPaths: ['/callback.html', '/'],
    serve: 'preview -- --port',
    expects: { dependency: 'vue', major: 3 },
  },
  {
    name: 'vanilla-base-path',
    title: 'Vite, no framework, served under /shop/',
    port: port(5),
    path: '/shop/',
    redirectPaths: ['/shop/callback.html', '/shop/'],
    serve: 'preview -- --port',
  },
];

/** Every app, or those `E2E_HOSTS` names (comma-separated), to run one app alone. */
const chosen = process.env['E2E_HOSTS']?.split(',').map((name) => name.trim());
export const HOST_APPS = chosen ? ALL_APPS.filter((app) => chosen.includes(app.name)) : ALL_APPS;
if (chosen?.some((name) => !ALL_APPS.some((app) => app.name === name))) {
  throw new Error(
    `E2E_HOSTS names an unknown app: ${chosen.join(', ')} (apps: ${ALL_APPS.map((app) => app.name).join(', ')})`,
  );
}

export const HOSTS_DIR = import.meta.dirname;
export const appDir = (app: HostApp) => join(HOSTS_DIR, app.name);
export const appOrigin = (app: HostApp) => `http://localhost:${app.port}`;

/** The sandbox's `SANDBOX_HOST_ORIGINS` entries registering every app (docs/sandbox.md, "Your own app"). */
export const hostOriginsSetting = () =>
  HOST_APPS.map((app) => `${appOrigin(app)}=${app.redirectPaths.join(',')}`).join(' ');
