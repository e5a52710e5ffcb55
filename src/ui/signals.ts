/**
 * Makes a component re-render when a signal it read during its last render changes: the part of
 * @preact/signals this UI uses (it reads `.value` while rendering and passes no signal as a JSX child
 * or prop), in a tenth of its size. Same mechanism as @preact/signals: each component gets an Effect
 * of @preact/signals-core that tracks the signals read while its render function runs and, when one
 * changes, asks for a re-render instead of running anything itself.
 *
 * It uses the names both packages ship mangled and keep stable for @preact/signals itself, which
 * depends on them across versions: Preact's option hooks `__b` (diff starts), `__r` (render starts),
 * `__e` (error caught), `diffed`, `unmount`, a vnode's component `__c`, and an Effect's `S` (start
 * tracking, returns the finish), `c` (its callback) and `d` (dispose). The UI tests run on it.
 */
import { effect } from '@preact/signals-core';
import { Fragment, options, type Component } from 'preact';

interface Tracker {
  S(): () => void;
  c(): void;
  d(): void;
}

interface TrackedComponent extends Component {
  /** Our own field, so a host app's copy of @preact/signals (`__$u`) and this never share one. */
  __rsT?: Tracker | undefined;
}

interface InternalVNode {
  readonly type: unknown;
  readonly __c?: TrackedComponent | null;
}

type Hook = (...args: never[]) => void;
const hooks = options as unknown as Record<string, Hook | undefined> & { __rsSignals?: true };

let finish: (() => void) | undefined;

/** Ends the tracking in progress (a render finished), then starts `tracker`'s, if any. */
function track(tracker?: Tracker): void {
  const done = finish;
  finish = undefined;
  done?.();
  finish = tracker?.S();
}

/** Runs `before` and then the hook already there (another add-on's, or Preact's none). */
function wrap(name: string, before: (vnode: InternalVNode) => void, after = false): void {
  const previous = hooks[name];
  hooks[name] = ((...args: [InternalVNode, ...unknown[]]) => {
    if (!after) before(args[0]);
    (previous as ((...a: unknown[]) => void) | undefined)?.(...args);
    if (after) before(args[0]);
  }) as Hook;
}

function trackerOf(component: TrackedComponent): Tracker {
  let tracker: Tracker | undefined;
  effect(function (this: unknown) {
    tracker = this as Tracker;
  });
  // A change no longer runs the (empty) effect function: it asks the component to render again.
  tracker!.c = () => component.setState({});
  return tracker!;
}

/**
 * Installs the hooks, once per copy of Preact whatever the number of widgets. A function, not an
 * import for its side effect: package.json's `sideEffects` lets the bundler drop a bare import.
 */
export function installSignalHooks(): void {
  if (hooks.__rsSignals) return;
  hooks.__rsSignals = true;
  const stop = () => track();
  wrap('__b', stop);
  wrap('__e', stop);
  wrap('diffed', stop);
  // After the previous hook, as @preact/signals does: tracking covers exactly the render function.
  wrap('__r', (vnode) => {
    if (vnode.type === Fragment) return;
    const component = vnode.__c;
    track(component ? (component.__rsT ??= trackerOf(component)) : undefined);
  }, true);
  wrap('unmount', (vnode) => {
    const component = vnode.__c;
    if (component) {
      component.__rsT?.d();
      component.__rsT = undefined;
    }
  });
}
