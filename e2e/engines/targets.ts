import type { Target } from './driver.ts';

/**
 * The targets journeys point at, named as a user would find them (as Playwright's getByRole and
 * getByLabel do, for the roles this project's pages use). Each searches open shadow roots too.
 */

/** Any element matching a CSS selector. */
export function css(selector: string, name?: string | RegExp): Target {
  return name === undefined ? { css: selector } : { css: selector, name };
}

/** A button (a <button> or role="button") by its name. */
export function button(name: string | RegExp): Target {
  return { css: 'button, [role="button"]', name, description: `button ${String(name)}` };
}

/** A form field by its label (or aria-label). */
export function field(label: string | RegExp): Target {
  return { css: 'input, textarea, select', name: label, description: `field ${String(label)}` };
}

/** The widget's dialog. */
export const dialog: Target = { css: '[role="dialog"], dialog', description: 'the dialog' };

/** One of the widget's screens, by its `data-screen` name (src/ui/screens). */
export function screen(name: string): Target {
  return { css: `[data-screen="${name}"]`, description: `the ${name} screen` };
}

/** `target`, searched only inside the first match of `scope`. */
export function inside(scope: Target, target: Target): Target {
  return {
    ...target,
    within: scope,
    description: `${target.description ?? target.css} in ${scope.description ?? scope.css}`,
  };
}
