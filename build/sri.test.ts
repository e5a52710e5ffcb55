// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sriReport } from './sri-plugin.ts';
import { scriptElement, sriOf } from './sri.ts';

describe('sriOf()', () => {
  it('should give the sha384 of the bytes in SRI form', () => {
    // printf 'alert(1)' | openssl dgst -sha384 -binary | base64
    expect(sriOf('alert(1)')).toBe('sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW');
  });
});

describe('scriptElement()', () => {
  it("should load the file from the page's root with its integrity, cross-origin anonymous", () => {
    expect(scriptElement('retail-sync.js', 'sha384-abc')).toBe(
      '<script src="/retail-sync.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
    );
  });
});

describe('sriReport()', () => {
  it('should name the file, its version, its hash and its .sri.txt, then the element to paste', () => {
    expect(sriReport('retail-sync-loader.js', 'sha384-xyz', '1.2.3')).toBe(
      [
        'retail-sync-loader.js (RetailSync 1.2.3) integrity: sha384-xyz (also in dist/retail-sync-loader.js.sri.txt)',
        '  <script src="/retail-sync-loader.js" integrity="sha384-xyz" crossorigin="anonymous"></script>',
      ].join('\n'),
    );
  });
});
