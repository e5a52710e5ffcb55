import type { Messaging, WidgetEvent } from '../../core/index.ts';

/**
 * The host origins registered for a client, from the service's public registry
 * (`GET /clients/{clientId}/origins`). Any failure answers an empty list: no events is the safe side.
 */
export async function fetchAllowedOrigins(
  fetcher: typeof fetch,
  serviceOrigin: string,
  clientId: string,
): Promise<readonly string[]> {
  try {
    const response = await fetcher(`${serviceOrigin}/clients/${encodeURIComponent(clientId)}/origins`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const origins =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['allowedOrigins'] : undefined;
    return Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Events go to the opener only when the origin the host claims is registered for the client, compared
 * exactly (docs/hosted-mode.md). The claim alone proves nothing, but the browser delivers a message posted with
 * that targetOrigin only if the opener really is on it, so an unregistered host hears nothing at all.
 * `tells` keeps the popup's repeats from the host (HostedStory).
 */
export function hostedMessaging(
  hostOrigin: string,
  allowedOrigins: readonly string[],
  tells?: (event: WidgetEvent) => boolean,
): Messaging {
  if (!allowedOrigins.includes(hostOrigin)) return { mode: 'none' };
  return tells ? { mode: 'hosted', hostOrigin, tells } : { mode: 'hosted', hostOrigin };
}
