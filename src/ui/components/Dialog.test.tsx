import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('should pull focus that lands on the page back into the dialog', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { getByText } = render(
      <Dialog className="rs" lang="en" onClose={() => undefined}>
        <button>Inside</button>
      </Dialog>,
    );

    outside.focus();

    expect(document.activeElement).toBe(getByText('Inside'));
  });

  it('should leave focus in another open dialog, so two widgets on a page do not fight over it', () => {
    const first = render(
      <Dialog className="rs" lang="en" onClose={() => undefined}>
        <button>First</button>
      </Dialog>,
    );
    const second = render(
      <Dialog className="rs" lang="en" onClose={() => undefined}>
        <button>Second</button>
      </Dialog>,
    );

    second.getByText('Second').focus();
    expect(document.activeElement).toBe(second.getByText('Second'));

    first.getByText('First').focus();
    expect(document.activeElement).toBe(first.getByText('First'));
  });
});
