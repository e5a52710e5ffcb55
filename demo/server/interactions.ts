import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { USERNAME_PATTERN } from './accounts.ts';
import { escapeHtml, page, PAGE_CSP } from './html.ts';
import { signInLanguage } from './sign-in-words.ts';

/**
 * The sandbox's sign-in page. A sandbox user signs in by username alone, and consent for the
 * requested scopes is granted in the same step, so one click finishes the interaction.
 */
export function interactionRouter(provider: Provider): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  router.get('/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      // The client's `login_hint` (OpenID Connect Core §3.1.2.1) fills in the username, as a real
      // provider's page does; one that is no sandbox username is ignored.
      const hint = details.params['login_hint'];
      const username = typeof hint === 'string' && USERNAME_PATTERN.test(hint) ? hint : '';
      sendSignInPage(res, details.uid, details.params['ui_locales'], username, false);
    } catch (error) {
      next(error);
    }
  });

  router.post('/:uid/login', form, async (req: Request, res: Response, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      // What `form` (urlencoded, not extended) parses: a string per field, an array for a repeated
      // one; undefined when the request is not form-encoded.
      const body = req.body as Partial<Record<string, string | string[]>> | undefined;
      const username = String(body?.['username'] ?? '').trim();
      if (!USERNAME_PATTERN.test(username)) {
        sendSignInPage(res, details.uid, details.params['ui_locales'], username, true);
        return;
      }
      const clientId = String(details.params['client_id']);
      const grant = new provider.Grant({ accountId: username, clientId });
      const scope = details.params['scope'];
      if (typeof scope === 'string') {
        grant.addOIDCScope(scope);
        // Consent covers the API too, which the provider names as the resource when the client names
        // none (api-resource.ts); without it the provider prompts for consent again after sign-in.
        for (const resource of [details.params['resource']].flat()) {
          if (typeof resource === 'string') grant.addResourceScope(resource, scope);
        }
      }
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: username }, consent: { grantId } },
        {
          mergeWithLastSubmission: false,
        },
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/:uid/abort', async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        {
          error: 'access_denied',
          error_description: 'The user cancelled the sign-in.',
        },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/**
 * The sign-in page, in the language of the request's `ui_locales` (signInLanguage), with the
 * username error when `badUsername`.
 */
function sendSignInPage(res: Response, uid: string, uiLocales: unknown, username: string, badUsername: boolean): void {
  const action = `/oauth/interaction/${encodeURIComponent(uid)}`;
  const { lang, dir, words } = signInLanguage(uiLocales);
  const error = badUsername ? words.badUsername : '';
  res
    .set('Content-Security-Policy', PAGE_CSP)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      page(
        words.title,
        `
<h1>${escapeHtml(words.title)}</h1>
<p class="hint">${words.hint}</p>
<form method="post" action="${action}/login">
  <label for="username">${escapeHtml(words.username)}</label>
  <input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${error ? ' aria-invalid="true" aria-describedby="username-error"' : ''} autofocus>
  ${error ? `<p id="username-error" class="error">${escapeHtml(error)}</p>` : ''}
  <div class="actions">
    <button class="primary" type="submit">${escapeHtml(words.signIn)}</button>
    <button class="secondary" type="submit" formnovalidate formaction="${action}/abort">${escapeHtml(words.cancel)}</button>
  </div>
</form>`,
        lang,
        dir,
      ),
    );
}
