// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  integrityBetween, integrityInDemo, integrityInLoaderDemo, integrityInReadme, LOADER_SNIPPET_END, LOADER_SNIPPET_START, loaderSnippet,
  scriptTagSnippet, SNIPPET_END, SNIPPET_START, sriOf, withDemoIntegrity, withLoaderDemoIntegrity, withMarkedBlock, withSnippet,
} from './sri.ts';

describe('sriOf()', () => {
  it('should give the sha384 of the bytes in SRI form', () => {
    // printf 'alert(1)' | openssl dgst -sha384 -binary | base64
    expect(sriOf('alert(1)')).toBe('sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW');
  });
});

describe('withSnippet()', () => {
  const readme = `# Title\n\n${SNIPPET_START}\nold\n${SNIPPET_END}\n\nAfter.\n`;

  it('should replace only what is between the markers', () => {
    const snippet = scriptTagSnippet('sha384-abc', '1.2.3');
    const updated = withSnippet(readme, snippet);

    expect(updated).toBe(`# Title\n\n${SNIPPET_START}\n${snippet}\n${SNIPPET_END}\n\nAfter.\n`);
    expect(integrityInReadme(updated)).toBe('sha384-abc');
    expect(withSnippet(updated, snippet)).toBe(updated);
  });

  it('should throw when the markers are missing', () => {
    expect(() => withSnippet('# Title\n', 'x')).toThrow(/markers .* are missing/);
    expect(integrityInReadme('# Title\n')).toBeUndefined();
  });
});

describe('withDemoIntegrity()', () => {
  it('should set the integrity of the bundle\'s script element only', () => {
    const html = '<script src="/other.js" integrity="sha384-keep"></script>\n<script src="/dist/retail-sync.js" integrity=""></script>';
    const updated = withDemoIntegrity(html, 'sha384-new');

    expect(updated).toBe('<script src="/other.js" integrity="sha384-keep"></script>\n<script src="/dist/retail-sync.js" integrity="sha384-new"></script>');
    expect(integrityInDemo(updated)).toBe('sha384-new');
  });

  it('should throw when the page no longer loads the bundle that way', () => {
    expect(() => withDemoIntegrity('<script src="/x.js"></script>', 'sha384-new')).toThrow(/is missing/);
  });
});

describe('the loader snippet and demo page', () => {
  it('should replace only the loader snippet between its markers', () => {
    const readme = `A\n${LOADER_SNIPPET_START}\nold\n${LOADER_SNIPPET_END}\nB\n`;
    const updated = withMarkedBlock(readme, LOADER_SNIPPET_START, LOADER_SNIPPET_END, loaderSnippet('sha384-loader', '1.2.3'));

    expect(integrityBetween(updated, LOADER_SNIPPET_START, LOADER_SNIPPET_END)).toBe('sha384-loader');
    expect(updated).toMatch(/^A\n/);
    expect(updated).toMatch(/\nB\n$/);
    expect(() => withMarkedBlock('# Title\n', LOADER_SNIPPET_START, LOADER_SNIPPET_END, 'x')).toThrow(/markers .* are missing/);
  });

  it('should set the integrity of the loader demo page\'s script only', () => {
    const html = '<script src="/dist/retail-sync.js" integrity="sha384-keep"></script>\n<script src="/dist/retail-sync-loader.js" integrity="" crossorigin="anonymous"></script>';
    const updated = withLoaderDemoIntegrity(html, 'sha384-new');

    expect(integrityInLoaderDemo(updated)).toBe('sha384-new');
    expect(updated).toContain('<script src="/dist/retail-sync.js" integrity="sha384-keep">');
    expect(() => withLoaderDemoIntegrity('<script src="/x.js"></script>', 'sha384-new')).toThrow(/is missing/);
  });
});
