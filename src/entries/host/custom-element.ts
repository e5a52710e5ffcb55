/**
 * `<retail-sync-widget>`: a launcher button and the widget behind it. The class here is small; the
 * rest (reading the attributes, starting the widget, its DOM events: element-widget.ts) comes from
 * the loader it is defined with: the npm entry imports it when the element connects
 * (lazy-entries.ts), the script-tag bundle has it at once (script-tag.ts).
 */
import type { OpenTarget, WidgetEventOf, WidgetEventType } from '../../core/index.ts';
import { codeError, codeFailedEvent } from './code-error.ts';
import type { RetailSyncWidget } from './widget-handle.ts';

/** What one element does (element-widget.ts): the element's callbacks and methods, passed on. */
export interface ElementController {
  readonly widget: RetailSyncWidget | undefined;
  connected(): void;
  disconnected(): void;
  attributeChanged(oldValue: string | null, newValue: string | null): void;
  open(target?: OpenTarget): void;
  close(): void;
}

/** The element's code (element-widget.ts): a controller per element. */
export interface ElementCode {
  controller(element: HTMLElement): ElementController;
}

/** Gives the element's code: at once (the script tag), or as a chunk loaded later (npm). */
export type LoadElementCode = () => ElementCode | Promise<ElementCode>;

/** The element's tag name. */
export const RETAIL_SYNC_ELEMENT = 'retail-sync-widget';

/** Prefix of the DOM events the element dispatches: `retail-sync:sync.completed`, ... */
export const DOM_EVENT_PREFIX = 'retail-sync:';

/**
 * The DOM events `<retail-sync-widget>` dispatches, one per widget event: `retail-sync:<type>`, a
 * `CustomEvent` whose `detail` is the event in its envelope (`WidgetEventOf<type>`: never a token),
 * bubbling and composed. `HTMLElementEventMap` and `DocumentEventMap` include them, so that
 * `element.addEventListener('retail-sync:sync.completed', (event) => event.detail.payload)` is typed,
 * on the element or anywhere above it.
 */
export type RetailSyncElementEventMap = {
  [T in WidgetEventType as `${typeof DOM_EVENT_PREFIX}${T}`]: CustomEvent<WidgetEventOf<T>>;
};

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
  'messages',
  'color-scheme',
] as const;

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
 * Builds the element class. A function, not a module-level `class ... extends HTMLElement`, because
 * the npm entry re-exports this module and must import in Node (SSR), where `HTMLElement` does not exist.
 */
function elementClass(load: LoadElementCode): CustomElementConstructor {
  /** The element's code once loaded, for every element of this definition. */
  let code: ElementCode | undefined;
  let loading: Promise<ElementCode> | undefined;

  /** The code, at once when it is there; loaded once however many elements ask, again after a failure. */
  function loadCode(): ElementCode | Promise<ElementCode> {
    if (code) return code;
    const loaded = load();
    if (!(loaded instanceof Promise)) return (code = loaded);
    loading ??= loaded.then(
      (ready) => (code = ready),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  return class extends HTMLElement implements RetailSyncElement {
    static readonly observedAttributes = RETAIL_SYNC_ATTRIBUTES;

    #controller: ElementController | undefined;
    /** The callbacks and calls made while the code loads, run in order once it has. */
    #queued: ((controller: ElementController) => void)[] = [];
    /** Whether the code is loading for this element. */
    #waiting = false;

    get widget(): RetailSyncWidget | undefined {
      return this.#controller?.widget;
    }

    connectedCallback(): void {
      this.#run((controller) => controller.connected());
    }

    disconnectedCallback(): void {
      this.#run((controller) => controller.disconnected());
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      this.#run((controller) => controller.attributeChanged(oldValue, newValue));
    }

    open(target?: OpenTarget): void {
      this.#run((controller) => controller.open(target));
    }

    close(): void {
      this.#run((controller) => controller.close());
    }

    /** Runs `call` on the controller: at once once the code is there, else when it has loaded. */
    #run(call: (controller: ElementController) => void): void {
      if (this.#controller) {
        call(this.#controller);
        return;
      }
      this.#queued.push(call);
      if (this.#waiting) return;
      const ready = loadCode();
      if (!(ready instanceof Promise)) {
        this.#ready(ready);
        return;
      }
      this.#waiting = true;
      ready.then(
        (loaded) => this.#ready(loaded),
        (cause: unknown) => this.#failed(cause),
      );
    }

    #ready(loaded: ElementCode): void {
      this.#waiting = false;
      this.#controller ??= loaded.controller(this);
      const calls = this.#queued;
      this.#queued = [];
      for (const call of calls) call(this.#controller);
    }

    // Said as the widget says a failed load of its own code (code-error.ts). What was asked is
    // dropped but for the element's state: the next open() (or connecting again) loads again.
    #failed(cause: unknown): void {
      this.#waiting = false;
      this.#queued = this.isConnected ? [(controller) => controller.connected()] : [];
      const error = codeError(cause);
      console.error(error);
      const event = codeFailedEvent(error);
      this.dispatchEvent(
        new CustomEvent(`${DOM_EVENT_PREFIX}${event.type}`, { detail: event, bubbles: true, composed: true }),
      );
    }
  };
}

/**
 * Registers `<retail-sync-widget>`, its code given by `load`. Defining twice (two bundles, or
 * the script tag beside the npm package) is ignored rather than thrown, since the first definition
 * works the same.
 */
export function defineElement(registry: CustomElementRegistry, load: LoadElementCode): void {
  if (registry.get(RETAIL_SYNC_ELEMENT)) return;
  registry.define(RETAIL_SYNC_ELEMENT, elementClass(load));
}

declare global {
  interface HTMLElementTagNameMap {
    'retail-sync-widget': RetailSyncElement;
  }
  // Augmented, not redeclared: an interface can only add members here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends RetailSyncElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends RetailSyncElementEventMap {}
}
