/**
 * A sign-in username nobody else uses, so every journey starts from a clean sandbox user (and the
 * per-user rate limit never couples two tests). Sandbox usernames: [a-z0-9_]{1,32}.
 */
export function freshUser(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `${prefix}_${suffix}`.slice(0, 32);
}
