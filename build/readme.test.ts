// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const sandboxDoc = readFileSync(join(ROOT, 'docs/sandbox.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; files: string[] };

/** The text of a `## title` section, up to the next one. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`no section "${title}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe('README.md, for a newcomer', () => {
  it('should stay under 15 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(15 * 1024);
  });

  // A new user's path (connect user_good) first; the seeded `demo` user lands on another retailer's
  // MFA step, which would puzzle a newcomer unless the quick start says so, and gives the code.
  it("should show the plain path first, then say what the seeded user shows and its MFA code (docs/sandbox.md's)", () => {
    const quickStart = section(readme, 'Quick start');
    const demoCode = /`demo` has three connections:[^]*?MFA code `(\d+)`/.exec(sandboxDoc)?.[1];

    expect(quickStart).toContain('`user_good` / `pass_good`');
    expect(quickStart.indexOf('`user_good`')).toBeLessThan(quickStart.indexOf('`demo`'));
    expect(demoCode).toBeDefined();
    expect(quickStart).toMatch(new RegExp(`\`demo\`[^]*MFA code[^]*\`${demoCode ?? 'none'}\``));
  });

  // The way from the sandbox to a team's own app: install, the callback page (files the package
  // ships), the origin registered with the sandbox, and what production needs, told in docs/.
  it('should say how to add it to an app: install, callback page, sandbox origin, then production', () => {
    const adopt = section(readme, 'Add it to your app');
    const goingLive = readFileSync(join(ROOT, 'docs/going-live.md'), 'utf8');

    expect(adopt).toContain(`npm install ${packageJson.name}`);
    for (const file of ['public/callback.html', 'public/callback.js']) expect(packageJson.files).toContain(file);
    expect(adopt).toContain(`cp node_modules/${packageJson.name}/public/callback.* public/`);
    expect(adopt).toContain('npm run sandbox -- --host-origin');
    expect(adopt).toContain('(docs/going-live.md)');
    for (const ask of ['client id', 'redirect URIs', 'allowed origins', 'issuer', 'API base URL'])
      expect(goingLive.toLowerCase()).toContain(ask.toLowerCase());
  });

  // Shoppers on phones and in apps' webviews: the page that says which mode works there, found from
  // the README and from going live, with what an app must know, and the phones section that
  // docs/screens.md completes.
  it('should lead to the mobile and webviews page, which answers what an app team asks', () => {
    const goingLive = readFileSync(join(ROOT, 'docs/going-live.md'), 'utf8');
    const mobile = readFileSync(join(ROOT, 'docs/mobile-and-webviews.md'), 'utf8');
    expect(section(readme, 'Documentation')).toContain('(docs/mobile-and-webviews.md)');
    expect(goingLive).toContain('(mobile-and-webviews.md)');
    for (const title of [
      'Which mode to use where',
      'What to register',
      'Hosting the redirect flow in an app',
      'Phones',
    ])
      expect(section(mobile, title).length, title).toBeGreaterThan(0);
    expect(section(mobile, 'Phones')).toContain('(screens.md)');
    expect(section(mobile, 'What is not supported')).toContain('frame-ancestors');
    for (const platform of ['### iOS (`WKWebView`)', '### Android (`WebView`)']) expect(mobile).toContain(platform);
    expect(mobile).toContain('domStorageEnabled');
  });
});
