import type { SessionServices } from './context.ts';

/** The full-page sign-in's redirect URI: the option, or by default the current page without query or hash. */
export function pageRedirectUri({ options, env }: Pick<SessionServices, 'options' | 'env'>): string | null {
  if (options.pageRedirectUri !== undefined) return options.pageRedirectUri;
  const url = new URL(env.location.href());
  return url.origin + url.pathname;
}
