import type { Configuration } from 'oidc-provider';
import { HOST_ORIGIN_FLAG, HOST_ORIGINS_ENV, hostOriginEntryFor } from './host-origins.ts';
import { escapeHtml, page, PAGE_CSP } from './html.ts';

type RenderError = NonNullable<Configuration['renderError']>;

/**
 * The provider's error page, shown in the sign-in popup. For a redirect URI the sandbox does not know
 * (a developer embedding the widget in their own app, docs/sandbox.md "Your own app") it says how to
 * register it: the exact flag and variable, with the origin it saw. Everything from the request is
 * escaped text.
 */
export const renderError: RenderError = (ctx, out) => {
  const lines = Object.entries(out).map(
    ([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
  );
  const help = out.error === 'invalid_redirect_uri' ? registrationHelp(redirectUriOf(ctx)) : '';
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body = page('Sign-in error', `<h1>Something went wrong</h1>${lines.join('')}${help}`);
};

function redirectUriOf(ctx: Parameters<RenderError>[0]): string | undefined {
  // Typed as always there, but an error raised before the provider sets up its context has none.
  const oidc = ctx.oidc as typeof ctx.oidc | undefined;
  const fromParams: unknown = oidc?.params?.['redirect_uri'];
  const value = fromParams ?? ctx.query['redirect_uri'];
  return typeof value === 'string' ? value : undefined;
}

function registrationHelp(redirectUri: string | undefined): string {
  const entry = redirectUri === undefined ? undefined : hostOriginEntryFor(redirectUri);
  if (redirectUri === undefined || entry === undefined) return '';
  return `
<h2>Register your app's origin</h2>
<p>The sandbox does not know the redirect URI <code>${escapeHtml(redirectUri)}</code>.
To embed the widget on <code>${escapeHtml(new URL(redirectUri).origin)}</code>, restart the sandbox with</p>
<pre><code>npm run sandbox -- ${HOST_ORIGIN_FLAG} ${escapeHtml(entry)}</code></pre>
<p>or set <code>${HOST_ORIGINS_ENV}=${escapeHtml(entry)}</code> (entries separated by spaces).</p>`;
}
