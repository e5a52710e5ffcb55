import { render } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { useRef } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisibleViewport } from './visible-viewport.ts';

/** A stand-in for `window.visualViewport`: what a phone reports as its keyboard comes and goes. */
class FakeVisualViewport extends EventTarget {
  width = 390;
  height = 844;
  offsetLeft = 0;
  offsetTop = 0;
  scale = 1;
  change(values: Partial<Pick<FakeVisualViewport, 'width' | 'height' | 'offsetLeft' | 'offsetTop' | 'scale'>>): void {
    Object.assign(this, values);
    this.dispatchEvent(new Event('resize'));
  }
}

function Backdrop() {
  const ref = useRef<HTMLDivElement>(null);
  useVisibleViewport(ref);
  return (
    <div ref={ref} class="rs">
      <input aria-label="Username" />
    </div>
  );
}

function setup() {
  const viewport = new FakeVisualViewport();
  // happy-dom has no visualViewport of its own.
  vi.stubGlobal('visualViewport', viewport);
  const { container } = render(<Backdrop />);
  const backdrop = container.querySelector<HTMLElement>('.rs')!;
  const input = container.querySelector('input')!;
  return { viewport, backdrop, input };
}

const place = (backdrop: HTMLElement) =>
  ['--vv-left', '--vv-top', '--vv-width', '--vv-height'].map((name) => backdrop.style.getPropertyValue(name));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useVisibleViewport()', () => {
  it("should read nothing of the visual viewport in the dialog's first render, before it is painted", async () => {
    const viewport = new FakeVisualViewport();
    const read = vi.fn();
    vi.stubGlobal(
      'visualViewport',
      new Proxy(viewport, {
        get(target, name, receiver) {
          if (name === 'height' || name === 'width' || name === 'offsetTop' || name === 'offsetLeft') read(name);
          const value: unknown = Reflect.get(target, name, receiver);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }),
    );
    // Preact's own render, outside Testing Library's act(): effects run after the next frame, as in
    // a browser, so what happens during render() is what happens before the first paint.
    const container = document.createElement('div');
    preactRender(<Backdrop />, container);
    expect(read).not.toHaveBeenCalled();
    const backdrop = container.querySelector<HTMLElement>('.rs')!;
    await vi.waitFor(() => expect(place(backdrop)).toEqual(['0px', '0px', '390px', '844px']));
    preactRender(null, container);
  });

  it('should fit the backdrop to the visible part of the page, and follow the keyboard', () => {
    const { viewport, backdrop } = setup();
    expect(place(backdrop)).toEqual(['0px', '0px', '390px', '844px']);

    // The keyboard covers the bottom of the page; iOS also scrolls the visible part down.
    viewport.change({ height: 444, offsetTop: 120 });
    expect(place(backdrop)).toEqual(['0px', '120px', '390px', '444px']);

    viewport.change({ height: 844, offsetTop: 0 });
    expect(place(backdrop)).toEqual(['0px', '0px', '390px', '844px']);
  });

  it('should keep to the screen on a host page wider than the phone, scrolled sideways', () => {
    const { viewport, backdrop } = setup();
    viewport.change({ offsetLeft: 280 });
    expect(place(backdrop)).toEqual(['280px', '0px', '390px', '844px']);
  });

  it('should scroll the focused field back into view when the keyboard comes up', () => {
    const { viewport, input } = setup();
    input.focus();
    const scrolled = vi.spyOn(input, 'scrollIntoView');

    viewport.change({ height: 444 });
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    scrolled.mockClear();
    // The keyboard going away hides nothing: nothing to scroll.
    viewport.change({ height: 844 });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('should leave a pinch-zoomed page alone, so that the zoom is not undone', () => {
    const { viewport, backdrop } = setup();
    viewport.change({ height: 422, offsetTop: 300, scale: 2 });
    expect(place(backdrop)).toEqual(['', '', '', '']);
  });
});
