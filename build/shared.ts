import { Features } from 'lightningcss';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import type { UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { ROOT } from './paths.ts';

export { PACKAGE_VERSION, ROOT } from './paths.ts';

/** The JSX settings of the dev server and tests (vite.config.ts), so every build compiles the UI alike. */
export const oxc: NonNullable<UserConfig['oxc']> = baseConfig.oxc ?? false;
if (oxc === false || oxc.jsx === undefined)
  throw new Error('vite.config.ts lost its oxc.jsx settings; the builds need them');

/**
 * CSS options of the builds that minify the widget's stylesheet (build.cssMinify, Lightning CSS).
 * For targets without `light-dark()`, Lightning CSS adds `--lightningcss-light`/`--lightningcss-dark`
 * beside every `color-scheme` declaration, for its `light-dark()` fallback. The stylesheet has no
 * `light-dark()`, so they would be bytes no rule reads: that lowering is turned off.
 */
export const css: NonNullable<UserConfig['css']> = { lightningcss: { exclude: Features.LightDark } };

/**
 * The supported browsers (package.json `browserslist`, docs/browsers.md) as build targets, e.g.
 * `['chrome94', 'edge94', 'firefox101', 'ios16.4', 'safari16.4']`: syntax they lack is lowered,
 * and Lightning CSS (build.cssTarget defaults to this) writes the stylesheet for them.
 */
export const TARGET: string[] = browserslistToEsbuild(undefined, { path: ROOT });

// Vite derives "production" from NODE_ENV, and it changes the output: development JSX (with file
// paths), `development` export conditions, no dead-code removal. A shell or test runner with
// NODE_ENV=test or development would then build other bytes and break the published SRI hash, so the
// package builds are always production builds (Vite's own advice: set it in the config).
process.env['NODE_ENV'] = 'production';
