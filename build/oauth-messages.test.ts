// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ARGUMENTS, withoutMessages } from './oauth-messages.ts';

const oauthSource = readFileSync(createRequire(import.meta.url).resolve('oauth4webapi'), 'utf8');

interface Node { type: string; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `OPE#0`: the callee's name and the argument's index, if `node` is an argument of a call or `new`. */
function argumentOf(parent: Node | undefined, node: Node): string {
  if (parent?.type !== 'CallExpression' && parent?.type !== 'NewExpression') return parent?.type ?? '(root)';
  const callee = parent['callee'] as Node;
  const name = callee.type === 'Identifier' ? callee['name'] as string : `(${callee.type})`;
  return `${name}#${(parent['arguments'] as Node[]).indexOf(node)}`;
}

/**
 * Walks both trees in step and returns the paths where they differ, skipping positions (start/end)
 * and, where `after` has `""`, recording what `before` had there (its type and position) as replaced.
 */
function differences(before: Node, after: Node, path = '$'): { replaced: { type: string; at: string }[]; other: string[] } {
  const found = { replaced: [] as { type: string; at: string }[], other: [] as string[] };
  const compare = (a: unknown, b: unknown, at: string, parent?: Node): void => {
    if (isNode(a) && isNode(b)) {
      if (b.type === 'Literal' && b['value'] === '' && !(a.type === 'Literal' && a['value'] === '')) {
        found.replaced.push({ type: a.type, at: argumentOf(parent, a) });
        return;
      }
      const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'start' && key !== 'end' && key !== 'raw'));
      for (const key of keys) compare(a[key], b[key], `${at}.${key}`, a);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) found.other.push(`${at} (length)`);
      else a.forEach((item, index) => compare(item, b[index], `${at}[${index}]`, parent));
    } else if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      }
    } else if (!Object.is(a, b)) found.other.push(at);
  };
  compare(before, after, path);
  return found;
}

describe('withoutMessages (oauth4webapi in the script-tag build)', () => {
  it('should replace the message of an error call or construction, and a message label, with ""', () => {
    const source = [
      "OPE('a b', CODE);",
      'CodedTypeError(`${it} must be a string`, CODE);',
      "new UnsupportedOperationError(x === undefined ? 'one' : `two ${names[x]}`);",
      "assertString(input, '\"response\" body \"sub\" property', CODE);",
      "assertNumber(input, true, 'label', CODE);",
    ].join('\n');
    const { code, replaced } = withoutMessages(source);
    expect(code).toBe(['OPE("", CODE);', 'CodedTypeError("", CODE);', 'new UnsupportedOperationError("");',
      'assertString(input, "", CODE);', 'assertNumber(input, true, "", CODE);'].join('\n'));
    expect(replaced).toBe(5);
  });

  it('should leave text that could run something, other arguments, other callees and methods alone', () => {
    const source = [
      'OPE(`${describe()} failed`, CODE);',
      'OPE(err.message, CODE);',
      "OPE(a() ? 'x' : 'y', CODE);",
      "CodedTypeError('message', 'ERR_INVALID_ARG_VALUE');",
      "headers.set('authorization', `Basic ${credentials}`);",
      "error.OPE('a method, not the helper');",
      "navigator.userAgent?.startsWith?.('Mozilla/5.0 ');",
    ].join('\n');
    const { code, replaced } = withoutMessages(source);
    expect(replaced).toBe(1);
    expect(code).toBe(source.replace("CodedTypeError('message'", 'CodedTypeError(""'));
  });

  it('should give a source map that follows the edits: code after a message maps to where it was', () => {
    const source = "if (bad) throw OPE('a long message', CODE); after();";
    const { code, map } = withoutMessages(source);
    const column = code.indexOf('after');
    expect(column).toBe('if (bad) throw OPE("", CODE); '.length);
    expect(originalPositionFor(new TraceMap(map as unknown as SourceMapInput), { line: 1, column }))
      .toMatchObject({ line: 1, column: source.indexOf('after') });
  });

  it('should change nothing in the real oauth4webapi but message text', () => {
    const { code, replaced } = withoutMessages(oauthSource);
    expect(replaced).toBeGreaterThan(150);
    const found = differences(parseAst(oauthSource) as unknown as Node, parseAst(code) as unknown as Node);
    expect(found.other).toEqual([]);
    expect(found.replaced).toHaveLength(replaced);
    expect(new Set(found.replaced.map(({ type }) => type))).toEqual(new Set(['Literal', 'TemplateLiteral', 'ConditionalExpression']));
    const messagePositions = Object.entries(MESSAGE_ARGUMENTS).map(([name, index]) => `${name}#${index}`);
    expect(new Set(found.replaced.map(({ at }) => at))).toEqual(new Set(messagePositions));
    for (const message of ['must be a string', 'unexpected "state" response parameter value', 'claim missing', 'is not a conform']) {
      expect(oauthSource).toContain(message);
      expect(code).not.toContain(message);
    }
  });

  describe('the transformed module, run', () => {
    let directory: string;
    let oauth: typeof import('oauth4webapi');
    beforeAll(async () => {
      directory = mkdtempSync(join(tmpdir(), 'oauth-messages-'));
      const file = join(directory, 'oauth4webapi.mjs');
      // Without its source map comment: the map would not match the transformed text.
      writeFileSync(file, withoutMessages(oauthSource).code.replace(/\/\/# sourceMappingURL=.*$/m, ''));
      oauth = await import(pathToFileURL(file).href) as typeof import('oauth4webapi');
    });
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    const as: import('oauth4webapi').AuthorizationServer = { issuer: 'https://id.example', authorization_response_iss_parameter_supported: true };
    const client: import('oauth4webapi').Client = { client_id: 'widget' };

    it('should still compute the PKCE S256 challenge (RFC 7636 appendix B)', async () => {
      await expect(oauth.calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'))
        .resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    });

    it('should still reject a wrong state and a wrong iss, by error code, with an empty message', () => {
      const callback = (query: string) => new URL(`https://app.example/cb?${query}`);
      const attempt = (query: string) => () => oauth.validateAuthResponse(as, client, callback(query), 'expected-state');
      for (const query of ['code=c&state=other&iss=https%3A%2F%2Fid.example', 'code=c&state=expected-state&iss=https%3A%2F%2Fevil.example',
        'code=c&state=expected-state']) {
        expect(attempt(query)).toThrow(expect.objectContaining({ code: 'OAUTH_INVALID_RESPONSE', message: '' }) as Error);
      }
      expect(attempt('code=c&state=expected-state&iss=https%3A%2F%2Fid.example')()).toBeInstanceOf(URLSearchParams);
    });

    it('should still refuse a token response without an access token', async () => {
      const response = new Response(JSON.stringify({ token_type: 'bearer' }), { headers: { 'content-type': 'application/json' } });
      await expect(oauth.processRefreshTokenResponse(as, client, response))
        .rejects.toMatchObject({ name: 'OperationProcessingError', code: 'OAUTH_INVALID_RESPONSE', message: '' });
    });
  });
});
