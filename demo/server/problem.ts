import type { Response } from 'express';
import type { components } from '../../src/core/api/generated/variant-a.ts';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = Problem['code'];
export type InvalidParam = NonNullable<Problem['invalidParams']>[number];

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * Every failure of the API, thrown anywhere and written in one place as an RFC 9457 problem, so the
 * service has one error format for its callers (docs/sandbox.md).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extra: Pick<Problem, 'missingPermission' | 'invalidParams'> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }

  toProblem(): Problem {
    return {
      type: `https://retailsync.test/problems/${this.code.replaceAll('_', '-')}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...this.extra,
    };
  }
}

/** A 400 that lists every invalid parameter or body field, each with why. */
export function invalidInput(invalidParams: readonly InvalidParam[], code: ProblemCode): ApiError {
  const [first] = invalidParams;
  const detail =
    invalidParams.length === 1 && first
      ? `Invalid ${first.name}: ${first.reason}`
      : `Invalid ${invalidParams.map((item) => item.name).join(', ')}: see invalidParams.`;
  return new ApiError(400, code, detail, { invalidParams: [...invalidParams] });
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'not_found', `${what} was not found.`);
}

export function sendProblem(res: Response, error: ApiError): void {
  for (const [name, value] of Object.entries(error.headers)) res.set(name, value);
  res.status(error.status).type('application/problem+json').send(JSON.stringify(error.toProblem()));
}
