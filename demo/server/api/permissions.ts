import type { RequestHandler } from 'express';
import type { Permission } from '../clients.ts';
import { ApiError } from '../problem.ts';
import type { Variant } from '../../../openapi/build.ts';
import { authOf } from './auth.ts';

/**
 * Refuses a client the operator did not grant `permission`: a 403 problem (docs/sandbox.md,
 * Permissions). The wording is the variant's: A sends the caller to the operator, B names what is missing.
 */
export function requirePermission(variant: Variant, permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (authOf(req).client.permissions.includes(permission)) {
      next();
      return;
    }
    throw variant === 'a'
      ? new ApiError(
          403,
          'permission_denied',
          'This client is not permitted to perform this operation. Contact the service operator to change its permissions.',
        )
      : new ApiError(403, 'permission_denied', `Missing permission: ${permission}.`, { missingPermission: permission });
  };
}
