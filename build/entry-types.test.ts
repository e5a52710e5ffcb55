import { describe, expectTypeOf, it } from 'vitest';
import type * as Core from '../src/core.ts';
import type * as React from '../src/entries/react/index.ts';
import type * as Root from '../src/index.ts';

/**
 * Which types each entry exports, checked by the type check (`npm run typecheck`): each entry names
 * every type its own functions take or return (API Extractor's forgotten-export error covers what
 * they reference), and the root entry leaves the headless session's types to `./core`.
 */
describe('the types of the entries', () => {
  it("should let a React host name what the hook's options, open() and events use", () => {
    expectTypeOf<React.OpenTarget>().toEqualTypeOf<Core.OpenTarget>();
    expectTypeOf<React.ThemeOptions>().toEqualTypeOf<Root.ThemeOptions>();
    expectTypeOf<React.WidgetErrorCode>().toEqualTypeOf<Core.WidgetErrorCode>();
    expectTypeOf<React.CommonSessionOptions>().toEqualTypeOf<Core.CommonSessionOptions>();
    expectTypeOf<React.ViewName>().toEqualTypeOf<Core.ViewState['name']>();
    expectTypeOf<Parameters<React.UseRetailSyncResult['open']>[0]>().toEqualTypeOf<
      React.OpenTarget | React.ClickEvent | undefined
    >();
  });

  it("should keep the headless session's types out of the root entry: no root function takes or returns them", () => {
    // @ts-expect-error `./core`'s: createWidgetSession() returns it
    expectTypeOf<Root.HeadlessWidgetSession>().not.toBeAny();
    // @ts-expect-error `./core`'s
    expectTypeOf<Root.WidgetSession>().not.toBeAny();
    // @ts-expect-error `./core`'s: the API client answers them
    expectTypeOf<Root.Order>().not.toBeAny();
    // @ts-expect-error the UI's own, which no entry hands out
    expectTypeOf<Root.MountAppOptions>().not.toBeAny();
    expectTypeOf<Root.WidgetEvent>().toEqualTypeOf<Core.WidgetEvent>();
  });

  it("should give create()'s handle the hosted handle's onAny", () => {
    expectTypeOf<Root.RetailSyncWidget['onAny']>().toEqualTypeOf<Root.HostedWidget['onAny']>();
  });
});
