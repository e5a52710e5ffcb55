import { describe, expect, it } from 'vitest';
import { apiError } from '../api/api-error.ts';
import { AuthError } from '../auth/auth-error.ts';
import { syncFailedError, syncTimedOutError, toWidgetError } from './widget-error.ts';

describe('toWidgetError()', () => {
  it("should keep an ApiError's code, message and known details, and nothing undefined", () => {
    const error = toWidgetError(apiError('rate_limited', { status: 429, retryAfterSeconds: 42 }));
    expect(error).toStrictEqual({
      code: 'rate_limited',
      message: 'The service refused the request: too many requests (HTTP 429); retry after 42 s.',
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('should answer the fallback code for a cancelled request', () => {
    expect(toWidgetError(apiError('aborted'), 'token_exchange_failed').code).toBe('token_exchange_failed');
  });

  it("should keep an AuthError's code and message", () => {
    const error = toWidgetError(
      new AuthError('popup_closed', 'The user closed the sign-in popup before the sign-in finished.'),
    );
    expect(error).toStrictEqual({
      code: 'popup_closed',
      message: 'The user closed the sign-in popup before the sign-in finished.',
    });
  });

  it('should withhold the message of an unknown error, which could hold anything', () => {
    const error = toWidgetError(new Error('token access-1 in a stack somewhere'), 'token_exchange_failed');
    expect(error).toStrictEqual({
      code: 'token_exchange_failed',
      message:
        'An unexpected error (neither an ApiError nor an AuthError) ended the operation; its own message is withheld, since it could hold anything.',
    });
  });
});

describe('syncFailedError()', () => {
  it("should name the sync and the retailer's reason", () => {
    expect(syncFailedError('sync_1', 'account_locked')).toStrictEqual({
      code: 'sync_failed',
      message: 'The sync sync_1 ended in error; the first failing retailer gave the reason account_locked.',
      retailerErrorCode: 'account_locked',
    });
  });

  it('should say so when no retailer gave a reason', () => {
    expect(syncFailedError('sync_1', undefined)).toStrictEqual({
      code: 'sync_failed',
      message: 'The sync sync_1 ended in error; no retailer gave a reason.',
    });
  });
});

describe('syncTimedOutError()', () => {
  it('should name the sync and how long it was followed', () => {
    expect(syncTimedOutError('sync_1', 600_000)).toStrictEqual({
      code: 'timeout',
      message: 'Stopped following the sync sync_1: it had not ended after 600 s of polling (polling.maxDurationMs).',
    });
  });
});
