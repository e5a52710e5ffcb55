/**
 * `<retail-sync-widget>`: a launcher button and the widget behind it. The class is small: the widget
 * comes from the `start` it is defined with, which the npm entry makes load the widget's code later
 * (lazy-entries.ts) and the script-tag bundle makes at once (script-tag.ts).
 */
import { compact, type OpenTarget, type WidgetEvent } from '../../core/index.ts';
import type { RetailSyncOptions } from './options.ts';
import type { RetailSyncWidget, WidgetHandle } from './widget-handle.ts';

/** Makes the element's widget from its options; throws a bad option's TypeError as `create()` does. */
export type StartWidget = (options: RetailSyncOptions) => WidgetHandle;

/** The element's tag name. */
export const RETAIL_SYNC_ELEMENT = 'retail-sync-widget';

/** Prefix of the DOM events the element dispatches: `retail-sync:sync.completed`, ... */
export const DOM_EVENT_PREFIX = 'retail-sync:';

/** The attributes the element reads (docs/embedding.md, "Custom element"); any change restarts the widget. */
export const RETAIL_SYNC_ATTRIBUTES = [
  'client-id',
  'issuer',
  'api-base-url',
  'variant',
  'locale',
  'redirect-uri',
  'scope',
  'resource',
  'authorization-params',
  'color-scheme',
] as const;

/**
 * The attributes that say where the launcher opens the widget (`OpenTarget`): `retailer-id` (with
 * the boolean `reconnect`) or `view="connections"`. Read on each open, so changing one does not
 * restart the widget.
 */
export const RETAIL_SYNC_TARGET_ATTRIBUTES = ['retailer-id', 'reconnect', 'view'] as const;

/** What the element is, for hosts that query it: the widget behind it, while connected. */
export interface RetailSyncElement extends HTMLElement {
  /** The widget behind the element, or `undefined` while disconnected or missing a required attribute. */
  readonly widget: RetailSyncWidget | undefined;
  /** Opens the widget (what the launcher button does), at `target` or else the target attributes' one. */
  open(target?: OpenTarget): void;
  /** Closes the widget. */
  close(): void;
}

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

/**
 * Builds the element class. A function, not a module-level `class ... extends HTMLElement`, because
 * the npm entry re-exports this module and must import in Node (SSR), where `HTMLElement` does not exist.
 */
function elementClass(start: StartWidget): CustomElementConstructor {
  return class extends HTMLElement implements RetailSyncElement {
    static readonly observedAttributes = RETAIL_SYNC_ATTRIBUTES;

    #widget: WidgetHandle | undefined;
    #button: HTMLButtonElement | undefined;

    get widget(): RetailSyncWidget | undefined {
      return this.#widget;
    }

    connectedCallback(): void {
      if (!this.shadowRoot) {
        const button = document.createElement('button');
        button.type = 'button';
        // Styled by the host with `retail-sync-widget::part(button)`: no styles of ours, so no CSP question.
        button.setAttribute('part', 'button');
        const label = document.createElement('slot');
        label.textContent = 'Connect your retailers';
        button.append(label);
        // Synchronous in the click, so the sign-in popup opened later by the same gesture is allowed.
        button.onclick = () => this.open();
        this.attachShadow({ mode: 'open' }).append(button);
        this.#button = button;
      }
      this.#restart();
    }

    // Destroying here (not only hiding) is what makes React StrictMode's mount/unmount/mount, or a
    // framework moving the element, end with exactly one widget and no leaked listener or timer.
    disconnectedCallback(): void {
      this.#stop();
    }

    // Not before the first connectedCallback: on an upgrade (the bundle loaded after the element was
    // parsed) the browser calls this for each attribute, already connected, and only then that one,
    // which must start the one widget (a widget started per attribute would take the sign-in
    // fallback's answer from the address and be destroyed with it).
    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue && this.isConnected && this.#button) this.#restart();
    }

    open(target?: OpenTarget): void {
      this.#widget?.open(target ?? targetFromAttributes(this));
    }

    close(): void {
      this.#widget?.close();
    }

    #restart(): void {
      this.#stop();
      const button = this.#button;
      if (!button) return;
      button.disabled = true;
      const options = optionsFromAttributes(this);
      if (!options) return;
      let widget: WidgetHandle;
      try {
        widget = start(options);
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
      this.#widget = widget;
      // The envelope only: it never holds a token, password or MFA code (src/core/events/catalogue.ts).
      // destroy() drops this listener with every other (RetailSyncWidget.destroy).
      widget.onAny((event: WidgetEvent) => {
        this.dispatchEvent(
          new CustomEvent(`${DOM_EVENT_PREFIX}${event.type}`, { detail: event, bubbles: true, composed: true }),
        );
      });
      // A page that comes back from the full-page sign-in fallback continues the journey at once
      // (the npm entry loads the widget's code at once on such a page: lazy-widget.ts).
      widget.whenCreated((created) => {
        if (created.session.auth.value.status === 'signing_in') created.open();
      });
    }

    #stop(): void {
      this.#widget?.destroy();
      this.#widget = undefined;
    }
  };
}

/**
 * Registers `<retail-sync-widget>` with its widgets made by `start`. Defining twice (two bundles, or
 * the script tag beside the npm package) is ignored rather than thrown, since the first definition
 * works the same.
 */
export function defineElement(registry: CustomElementRegistry, start: StartWidget): void {
  if (registry.get(RETAIL_SYNC_ELEMENT)) return;
  registry.define(RETAIL_SYNC_ELEMENT, elementClass(start));
}

declare global {
  interface HTMLElementTagNameMap {
    'retail-sync-widget': RetailSyncElement;
  }
}
