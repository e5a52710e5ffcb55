/**
 * What `<retail-sync-widget>` does (custom-element.ts is only its thin class): its launcher, reading
 * the attributes into options and a target, starting the widget with them and re-dispatching its
 * events on the element. The npm entry loads this with `import()` when an element connects
 * (lazy-entries.ts); the script-tag bundle has it at once (script-tag.ts).
 */
import { compact, type OpenTarget, type WidgetEvent } from '../../core/index.ts';
import {
  DOM_EVENT_PREFIX,
  RETAIL_SYNC_ATTRIBUTES,
  type ElementCode,
  type ElementController,
} from './custom-element.ts';
import type { RetailSyncOptions } from './options.ts';
import { publicHandle } from './public-handle.ts';
import type { RetailSyncWidget, WidgetHandle } from './widget-handle.ts';

/** Makes the element's widget from its options; throws a bad option's TypeError as `create()` does. */
export type StartWidget = (options: RetailSyncOptions) => WidgetHandle;

/**
 * The attributes that say where the launcher opens the widget (`OpenTarget`): `retailer-id` (with
 * the boolean `reconnect`) or `view="connections"`. Read on each open, so changing one does not
 * restart the widget.
 */
export const RETAIL_SYNC_TARGET_ATTRIBUTES = ['retailer-id', 'reconnect', 'view'] as const;

/**
 * `authorization-params` is a JSON object (`{"audience":"https://api.example"}`): parameters are
 * names and values, which no other attribute form keeps apart. Anything that is not JSON goes on as
 * the text it is, which create() refuses as `options.authorizationParams`, naming the option.
 */
function parseAuthorizationParams(value: string | undefined): RetailSyncOptions['authorizationParams'] {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as RetailSyncOptions['authorizationParams'];
  } catch {
    return value as unknown as RetailSyncOptions['authorizationParams'];
  }
}

/** A JSON attribute's value, or the text itself when it is not JSON: create() then refuses it, naming the option. */
function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Reads the options from the attributes; `undefined` while a required one is missing (a framework
 * may set them one by one). The values go on as they are: create() checks them like any option's.
 * `resource` is one URI or several separated by spaces (a URI has none).
 */
export function optionsFromAttributes(element: Element): RetailSyncOptions | undefined {
  // An empty attribute counts as missing.
  const read = (name: (typeof RETAIL_SYNC_ATTRIBUTES)[number]): string | undefined =>
    element.getAttribute(name) || undefined;
  const clientId = read('client-id');
  const issuer = read('issuer');
  const apiBaseUrl = read('api-base-url');
  if (!clientId || !issuer || !apiBaseUrl) return undefined;
  // Unchecked here: create() refuses a variant or colour scheme it does not know, naming the option.
  const variant = read('variant')?.toUpperCase() as RetailSyncOptions['variant'];
  const colorScheme = read('color-scheme') as NonNullable<RetailSyncOptions['theme']>['colorScheme'];
  return compact({
    clientId,
    issuer,
    apiBaseUrl,
    variant,
    locale: read('locale'),
    redirectUri: read('redirect-uri'),
    scope: read('scope'),
    resource: read('resource')?.trim().split(/\s+/),
    authorizationParams: parseAuthorizationParams(read('authorization-params')),
    messages: parseJson(read('messages')) as RetailSyncOptions['messages'],
    theme: colorScheme && { colorScheme },
  });
}

/**
 * The target the attributes name, or none. Unchecked here, like the options: the widget's open()
 * refuses a bad one with a TypeError naming the field (`retailer-id="acme"` is `target.retailerId`).
 */
export function targetFromAttributes(element: Element): OpenTarget | undefined {
  const retailerId = element.getAttribute('retailer-id');
  const view = element.getAttribute('view');
  if (retailerId === null && view === null) return undefined;
  return compact({
    retailerId: retailerId === null ? undefined : Number(retailerId),
    reconnect: element.hasAttribute('reconnect') || undefined,
    view: view ?? undefined,
  }) as OpenTarget;
}

/** The element's launcher: a button in its shadow root, labelled by what the host puts in the element. */
function addLauncher(element: HTMLElement, open: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  // Styled by the host with `retail-sync-widget::part(button)`: no styles of ours, so no CSP question.
  button.setAttribute('part', 'button');
  const label = document.createElement('slot');
  label.textContent = 'Connect your retailers';
  button.append(label);
  // Synchronous in the click, so the sign-in popup opened later by the same gesture is allowed.
  button.onclick = open;
  element.attachShadow({ mode: 'open' }).append(button);
  return button;
}

/** One element's launcher and widget, driven by the element's callbacks. */
function controller(element: HTMLElement, start: StartWidget): ElementController {
  let widget: WidgetHandle | undefined;
  /** `element.widget`: the public handle of `widget`, never the package's own. */
  let exposed: RetailSyncWidget | undefined;
  let button: HTMLButtonElement | undefined;

  function stop(): void {
    widget?.destroy();
    widget = undefined;
    exposed = undefined;
  }

  function restart(): void {
    stop();
    if (!button) return;
    button.disabled = true;
    const options = optionsFromAttributes(element);
    if (!options) return;
    let started: WidgetHandle;
    try {
      started = start(options);
    } catch (error) {
      // An attribute create() refuses (its TypeError names the option): the launcher stays
      // disabled, and the error is thrown on its own, where the page's error reporting sees it,
      // rather than out of the browser's callback in the middle of the element's set-up.
      queueMicrotask(() => {
        throw error;
      });
      return;
    }
    button.disabled = false;
    widget = started;
    exposed = publicHandle(started);
    // The envelope only: it never holds a token, password or MFA code (src/core/events/catalogue.ts).
    // destroy() drops this listener with every other (RetailSyncWidget.destroy).
    started.onAny((event: WidgetEvent) => {
      element.dispatchEvent(
        new CustomEvent(`${DOM_EVENT_PREFIX}${event.type}`, { detail: event, bubbles: true, composed: true }),
      );
    });
    // A page that comes back from the full-page sign-in fallback continues the journey at once
    // (the npm entry loads the widget's code at once on such a page: lazy-widget.ts).
    started.whenCreated((created) => {
      if (created.session.auth.value.status === 'signing_in') created.open();
    });
  }

  const open = (target?: OpenTarget): void => widget?.open(target ?? targetFromAttributes(element));

  return {
    get widget() {
      return exposed;
    },
    connected() {
      button ??= addLauncher(element, () => open());
      restart();
    },
    // Destroying here (not only hiding) is what makes React StrictMode's mount/unmount/mount, or a
    // framework moving the element, end with exactly one widget and no leaked listener or timer.
    disconnected: stop,
    // Not before the first connected(): on an upgrade (the bundle loaded after the element was
    // parsed) the browser calls this for each attribute, already connected, and only then that one,
    // which must start the one widget (a widget started per attribute would take the sign-in
    // fallback's answer from the address and be destroyed with it).
    attributeChanged(oldValue, newValue) {
      if (oldValue !== newValue && element.isConnected && button) restart();
    },
    open,
    close: () => widget?.close(),
  };
}

/** The element's code, with its widgets made by `start`. */
export function elementCode(start: StartWidget): ElementCode {
  return { controller: (element) => controller(element, start) };
}
