// Types for build/lint-rules.test.ts, which proves these rules fail when broken.
import type { Linter } from 'eslint';

export declare const layerRules: Linter.Config[];
