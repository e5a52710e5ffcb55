import { describe, expect, it } from 'vitest';
import * as core from './index.ts';
import * as publicApi from './public.ts';

/** The entries' helpers (index.ts's internal block): not public API, so not in public.ts (the `./core` entry). */
const INTERNAL = [
  'DEFAULT_VARIANT',
  'assertExactOrigin',
  'checkAuthorizationOptions',
  'compact',
  'createEmitter',
  'hasAuthorizationResponse',
  'isSecureUrl',
  'randomHex',
  'takeAuthorizationResponse',
  'widgetEvent',
];

describe('core entry', () => {
  it('should expose the session factory, the API client, the error codes and the event check, and nothing from Preact', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'ApiError',
      'AuthError',
      'ERROR_CODES',
      'EVENT_SOURCE',
      'EVENT_VERSION',
      'HOST_MESSAGE_SOURCE',
      'HttpClient',
      'WIDGET_EVENT_TYPES',
      'completeCallbackPage',
      'createApiClient',
      'createWidgetSession',
      'isApiError',
      'isAuthError',
      'isWidgetEvent',
    ]);
  });

  it('should give the entries the public API and the few internal helpers they need, which the public API has not', () => {
    expect(Object.keys(core).sort()).toEqual([...Object.keys(publicApi), ...INTERNAL].sort());
    expect(Object.keys(publicApi).filter((name) => INTERNAL.includes(name))).toEqual([]);
  });
});
