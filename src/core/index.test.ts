import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

describe('core entry', () => {
  it('should expose the session factory, the API client and the event check, and nothing from Preact', () => {
    expect(Object.keys(core).sort()).toEqual([
      'ApiError', 'AuthError', 'EVENT_SOURCE', 'EVENT_VERSION', 'HOST_MESSAGE_SOURCE', 'HttpClient', 'WIDGET_EVENT_TYPES',
      'completeCallbackPage', 'createApiClient', 'createWidgetSession', 'isApiError', 'isAuthError', 'isWidgetEvent',
    ]);
  });
});
