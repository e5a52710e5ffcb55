import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

/** The entries' helpers (the internal block at the end of index.ts): not public API. */
const INTERNAL = [
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
    expect(
      Object.keys(core)
        .filter((name) => !INTERNAL.includes(name))
        .sort(),
    ).toEqual([
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

  it('should keep the few internal helpers the entries need, marked as such', () => {
    expect(
      Object.keys(core)
        .filter((name) => INTERNAL.includes(name))
        .sort(),
    ).toEqual(INTERNAL);
  });
});
