import type { UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';

export { PACKAGE_VERSION, ROOT } from './paths.ts';

/** The JSX settings of the dev server and tests (vite.config.ts), so every build compiles the UI alike. */
export const oxc: NonNullable<UserConfig['oxc']> = baseConfig.oxc ?? false;
if (oxc === false || oxc.jsx === undefined) throw new Error('vite.config.ts lost its oxc.jsx settings; the builds need them');

/** Browsers with shadow DOM, constructable stylesheets and private class fields. */
export const TARGET = 'es2022';
