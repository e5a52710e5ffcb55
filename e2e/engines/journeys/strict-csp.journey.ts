import { expect } from 'vitest';
import { CSP_REPORTS_PATH } from '../../../build/serve-csp-pages.ts';
import { DEMO, SANDBOX } from '../../support/origins.ts';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import { ENGINES_CSP } from '../servers.ts';
import { eventually, hostEvent, ordersFetched, signInThroughPopup, submitCredentials, visible } from '../steps.ts';
import { button, css, dialog, inside } from '../targets.ts';

interface CspReport {
  'csp-report'?: { 'effective-directive'?: string; 'violated-directive'?: string; 'document-uri'?: string };
}

/** The violation reports the browser sent to the demo server (build/serve-csp-pages.ts), as directives. */
async function reportedDirectives(): Promise<string[]> {
  const reports = (await (await fetch(`${DEMO}${CSP_REPORTS_PATH}`)).json()) as CspReport[];
  return reports.map((report) => {
    const body = report['csp-report'];
    return (
      (body?.['effective-directive'] ?? body?.['violated-directive'] ?? JSON.stringify(report)).split(' ')[0] ?? ''
    );
  });
}

journey('strict CSP with Trusted Types: the whole journey runs with zero violations', async ({ page, engine }) => {
  await fetch(`${DEMO}${CSP_REPORTS_PATH}`, { method: 'DELETE' });
  // The page and the callback page really come with the policy.
  for (const path of ['/demo/host/csp.html', '/callback.html'])
    expect((await fetch(`${DEMO}${path}`)).headers.get('content-security-policy')).toBe(ENGINES_CSP);

  await page.goto(`/demo/host/csp.html?sandbox=${encodeURIComponent(SANDBOX)}`);
  // Every engine here enforces Trusted Types (Chromium, Firefox 153, WebKitGTK 2.50); one that did
  // not would still have to run the journey with zero violations, and this says which it was.
  const trustedTypes = await page.evaluate(() => 'trustedTypes' in window);
  expect(trustedTypes, `${engine} has Trusted Types`).toBe(true);

  // The element's launcher opens and closes its widget.
  // Its button shows the element's own text through a slot, so the element is what is named.
  await page.click(css('retail-sync-widget', 'Connect with the element'));
  await visible(page, dialog);
  await page.click(inside(dialog, button('Close')));
  await eventually(
    `${engine}: the dialog closes`,
    () => page.count(dialog),
    (count) => count === 0,
  );

  // RetailSync.create's widget: styled by constructed sheets, the catalog, sign-in, a sync.
  await page.click(css('#open-widget'));
  await visible(page, dialog);
  const sheets = await page.evaluate(
    () => document.querySelector('[data-retail-sync]')?.shadowRoot?.adoptedStyleSheets.length ?? 0,
  );
  expect(sheets).toBeGreaterThan(0);
  await hostEvent(page, 'catalog.loaded');
  await page.click(inside(dialog, button('Harbor Hardware')));
  await signInThroughPopup(page, inside(dialog, button('Sign in')), freshUser('engines_csp'));
  await hostEvent(page, 'auth.succeeded');
  await submitCredentials(page, 'user_good');
  expect(await ordersFetched(page)).toBeGreaterThanOrEqual(20);
  await hostEvent(page, 'sync.completed');
  expect(await reportedDirectives()).toEqual([]);

  // Control: the policy applies and the browser reports: an HTML string sink (Trusted Types) and an
  // inline script (script-src) are both refused, and reported.
  const control = await page.evaluate(() => {
    let htmlSinkThrew = false;
    try {
      document.createElement('div').innerHTML = '<b>markup</b>';
    } catch {
      htmlSinkThrew = true;
    }
    const policy = (
      window as unknown as { trustedTypes: { createPolicy(n: string, r: object): { createScript(s: string): string } } }
    ).trustedTypes.createPolicy('csp-control', { createScript: (input: string) => input });
    const script = document.createElement('script');
    script.text = policy.createScript('window.__inlineRan = true');
    document.body.append(script);
    return { htmlSinkThrew, inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true };
  });
  expect(control).toEqual({ htmlSinkThrew: true, inlineRan: false });
  const reported = await eventually(
    `${engine}: the control's two reports`,
    reportedDirectives,
    (directives) => directives.length >= 2,
  );
  expect(reported.sort()).toEqual(['require-trusted-types-for', expect.stringMatching(/^script-src/)]);
});
