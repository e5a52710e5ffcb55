import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError, invalidInput, notFound, sendProblem } from '../problem.ts';

/** JSON bodies only, small: credentials and codes are all the API ever receives. */
export const jsonBody: RequestHandler = express.json({
  limit: '16kb',
  type: ['application/json', 'application/*+json'],
});

export function methodNotAllowed(allow: string): RequestHandler {
  return (req, res) => {
    res.set('Allow', allow);
    throw new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allow}.`);
  };
}

export const unknownPath: RequestHandler = (req) => {
  throw notFound(`${req.method} ${req.baseUrl}${req.path}`);
};

function hasType(error: unknown): error is { type: string } {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

/** The one place errors become problem documents (docs/sandbox.md: one format for the errors API callers see). */
export const problemHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof ApiError) {
    sendProblem(res, error);
  } else if (hasType(error) && (error.type === 'entity.parse.failed' || error.type === 'entity.too.large')) {
    // The parser refuses before the validator sees anything; the problem still names what is wrong.
    const reason = error.type === 'entity.too.large' ? 'is larger than 16 kB' : 'must be a JSON object';
    sendProblem(res, invalidInput([{ name: 'body', reason }], 'invalid_body'));
  } else {
    console.error(error);
    sendProblem(res, new ApiError(500, 'internal_error', 'The sandbox failed unexpectedly.'));
  }
};
