/** The URL a fake fetch was called with, whichever form the caller passed it in. */
export function urlOf(input: string | URL | Request): string {
  return input instanceof Request ? input.url : input.toString();
}
