import { describe, expect, it } from 'vitest';
import { FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { FAKE_ISSUER } from '../test-support/fake-provider.ts';
import { createHarness } from '../test-support/session-harness.ts';

/** An authorization response this page never asked for (no sign-in pending), as another party's request could bring. */
const UNSOLICITED = `code=stolen-code&state=their-state&iss=${encodeURIComponent(FAKE_ISSUER)}&session_state=x`;

describe("the page's address after an authorization response", () => {
  it('should drop an unsolicited response from the address as the session is made, and exchange nothing', async () => {
    const harness = createHarness();
    harness.env.url = `${FAKE_ORIGIN}/?keep=1&${UNSOLICITED}#top`;

    const page = harness.reload();
    // At once: before any await of the session.
    expect(harness.env.url).toBe(`${FAKE_ORIGIN}/?keep=1#top`);

    await harness.env.settle();
    expect(page.auth.value).toEqual({ status: 'signed_out' });
    expect(harness.provider.tokenRequests).toHaveLength(0);
  });

  it('should drop an unsolicited error response too', () => {
    const harness = createHarness();
    harness.env.url = `${FAKE_ORIGIN}/?error=access_denied&error_description=no&state=s`;
    harness.reload();
    expect(harness.env.url).toBe(`${FAKE_ORIGIN}/`);
  });

  it('should leave the address alone on a page that is not its redirect URI, or with the fallback off', () => {
    const elsewhere = createHarness();
    elsewhere.env.url = `${FAKE_ORIGIN}/shop?${UNSOLICITED}`;
    elsewhere.reload({ pageRedirectUri: `${FAKE_ORIGIN}/signed-in` });
    expect(elsewhere.env.url).toBe(`${FAKE_ORIGIN}/shop?${UNSOLICITED}`);

    const off = createHarness();
    off.env.url = `${FAKE_ORIGIN}/?${UNSOLICITED}`;
    off.reload({ pageRedirectUri: null });
    expect(off.env.url).toBe(`${FAKE_ORIGIN}/?${UNSOLICITED}`);
  });
});
