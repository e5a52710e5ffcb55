import { afterEach, describe, expect, it } from 'vitest';
import { byId } from './by-id.ts';

describe('byId', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('answers the element with that id', () => {
    const label = document.createElement('span');
    label.id = 'variant-label';
    document.body.append(label);
    expect(byId('variant-label')).toBe(label);
  });

  it('throws an Error naming the id when the page has no such element', () => {
    expect(() => byId('variant-label')).toThrow(/no element with id "variant-label"/);
  });
});
