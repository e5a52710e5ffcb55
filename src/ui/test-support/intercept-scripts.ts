import { vi } from 'vitest';

/**
 * Side files as the script-tag bundle loads them (src/ui/load-script.ts): scripts appended to
 * <head>, which never reach a network here. `arrive` plays the browser for each, a microtask later:
 * it runs the file (defines its global, then `onload`) or fails it (`onerror`). Returns the scripts
 * appended, in order. Restored by `vi.restoreAllMocks()`.
 */
export function interceptScripts(arrive: (script: HTMLScriptElement) => void): HTMLScriptElement[] {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      appended.push(script);
      queueMicrotask(() => arrive(script));
    }
  });
  return appended;
}
