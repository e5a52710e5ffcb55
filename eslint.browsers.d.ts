// Types for build/browser-support.test.ts, which proves this check fails beyond the supported browsers.
import type { Linter } from 'eslint';

export declare const browserRules: Linter.Config[];
