import MagicString, { type SourceMap } from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * Where oauth4webapi (build/index.js) puts the English text of its errors: the argument at this
 * index of a call to the function, or of `new` of the class. The messages are a developer's
 * diagnostics; the error's class, its `code` (OAUTH_INVALID_RESPONSE and the like) and its `cause`
 * carry the same facts, and our auth layer maps errors by those, never by message.
 */
export const MESSAGE_ARGUMENTS: Readonly<Record<string, number>> = {
  OPE: 0,
  CodedTypeError: 0,
  UnsupportedOperationError: 0,
  ResponseBodyError: 0,
  AuthorizationResponseError: 0,
  WWWAuthenticateChallengeError: 0,
  // Labels that only ever end up inside the messages above.
  assertString: 1,
  assertNumber: 2,
  checkOAuthBodyError: 2,
};

interface Node { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * A name, a literal, or a property of a name (`names[claim]`, `algorithm.name`): no call in it. (A
 * template turns them into text, which for oauth4webapi's strings and numbers runs nothing of ours.)
 */
function isPlainValue(node: Node): boolean {
  if (node.type === 'Identifier' || node.type === 'Literal') return true;
  return node.type === 'MemberExpression' && (node['object'] as Node).type === 'Identifier' && isPlainValue(node['property'] as Node);
}

/** Text with no effect but its value: a string, or a template or choice made of plain values. */
function isInertText(node: Node): boolean {
  switch (node.type) {
    case 'Literal': return typeof node['value'] === 'string';
    case 'TemplateLiteral': return (node['expressions'] as Node[]).every((part) => isPlainValue(part) || isInertText(part));
    case 'ConditionalExpression': {
      const test = node['test'] as Node;
      const plainTest = isPlainValue(test)
        || (test.type === 'BinaryExpression' && isPlainValue(test['left'] as Node) && isPlainValue(test['right'] as Node));
      return plainTest && isInertText(node['consequent'] as Node) && isInertText(node['alternate'] as Node);
    }
    default: return false;
  }
}

/** The callee's name: `f(…)` and `new F(…)`; not methods. */
const calleeName = (node: Node): string | undefined => {
  const callee = node['callee'] as Node;
  return callee.type === 'Identifier' ? callee['name'] as string : undefined;
};

/**
 * oauth4webapi's source with every error message (and message label) replaced by `""`. Only
 * literal text at the positions of MESSAGE_ARGUMENTS changes, so every check, error class and error
 * code stays as it is; a message built from anything that could have an effect is left alone.
 */
export function withoutMessages(source: string): { code: string; map: SourceMap; replaced: number } {
  const edited = new MagicString(source);
  let replaced = 0;
  const visit = (node: Node): void => {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const name = calleeName(node);
      const index = name === undefined ? undefined : MESSAGE_ARGUMENTS[name];
      const argument = index === undefined ? undefined : (node['arguments'] as Node[])[index];
      if (argument && isInertText(argument)) {
        // Inert text holds no call, so the walk below finds no other span inside this one.
        edited.overwrite(argument.start, argument.end, '""');
        replaced += 1;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(source) as unknown as Node);
  return { code: edited.toString(), map: edited.generateMap({ hires: true }), replaced };
}

/**
 * Script-tag build only: oauth4webapi without its English error messages, about 1.4 KB gzip of the
 * widget's budget, with a source map that follows the edits. The npm build leaves the package to the
 * app's bundler, untouched.
 */
export function oauthWithoutMessages(): Plugin {
  return {
    name: 'retail-sync:oauth-without-messages',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]oauth4webapi[\\/]build[\\/]index\.js$/ },
      handler(source) {
        const { code, map, replaced } = withoutMessages(source);
        if (replaced < 100) this.error(`oauth4webapi: only ${replaced} error messages found; has its source changed shape?`);
        return { code, map };
      },
    },
  };
}
