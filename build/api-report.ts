import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';
import { ROOT } from './paths.ts';

/**
 * The public API of each entry, as API Extractor reads it from the built declarations (dist/types):
 * its report in api/ is committed, so a change to the public API shows in review. `npm run
 * api:update` rewrites the reports (`localBuild`); build/api-report.test.ts, in `npm test`, fails
 * when the declarations no longer match them. Settings: build/api-extractor/.
 */
export const API_ENTRIES = {
  '.': 'root',
  './core': 'core',
  './react': 'react',
  './callback': 'callback',
} as const;

export interface ApiReportRun {
  readonly succeeded: boolean;
  readonly reportChanged: boolean;
  readonly problems: readonly string[];
}

/** Runs API Extractor on one entry; `update` writes its report instead of comparing with it. */
export function runApiExtractor(entry: keyof typeof API_ENTRIES, update: boolean): ApiReportRun {
  const config = ExtractorConfig.loadFileAndPrepare(join(ROOT, 'build/api-extractor', `${API_ENTRIES[entry]}.json`));
  const problems: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback: (message: ExtractorMessage) => {
      // Reported by the caller; API Extractor's own progress lines are left out.
      if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
        problems.push(message.formatMessageWithLocation(`${ROOT}/`));
      }
      message.handled = true;
    },
  });
  return { succeeded: result.succeeded, reportChanged: result.apiReportChanged, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const update = process.argv.includes('--update');
  let failed = false;
  for (const entry of Object.keys(API_ENTRIES) as (keyof typeof API_ENTRIES)[]) {
    const run = runApiExtractor(entry, update);
    failed ||= !run.succeeded;
    const verdict = run.reportChanged ? (update ? 'report updated' : 'API CHANGED') : 'unchanged';
    console.log(`${entry}: ${verdict}${run.problems.map((problem) => `\n  ${problem}`).join('')}`);
  }
  if (failed && !update) console.log('\nIf the change is meant: npm run api:update, and commit api/.');
  process.exitCode = failed ? 1 : 0;
}
