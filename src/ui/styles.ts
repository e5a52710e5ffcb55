/**
 * The widget's styles, adopted by its shadow root as a constructable stylesheet: no `<style>`
 * element and no `style` attribute, so a host CSP without 'unsafe-inline' allows it.
 */
export const WIDGET_CSS = `
:host { all: initial; display: block; font-family: var(--rs-font, system-ui, sans-serif); color: var(--rs-text, #111827); }
.widget { background: var(--rs-surface, #ffffff); border-radius: var(--rs-radius, 12px); padding: 1rem; max-width: 40rem; box-sizing: border-box; }
.widget-header { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; margin-bottom: 1rem; }
h2 { font-size: 1.125rem; margin: 0; }
.account { margin: 0; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
button { font: inherit; border-radius: var(--rs-radius, 8px); padding: 0.5rem 1rem; cursor: pointer; border: 1px solid var(--rs-primary, #1d4ed8); }
button.primary { background: var(--rs-primary, #1d4ed8); color: var(--rs-on-primary, #ffffff); }
button.secondary { background: transparent; color: var(--rs-primary, #1d4ed8); }
button:disabled { opacity: 0.7; cursor: progress; }
button:focus-visible { outline: 3px solid var(--rs-focus, #f59e0b); outline-offset: 2px; }
.catalog { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem; }
.retailer { display: flex; align-items: center; gap: 0.5rem; padding: 0.5rem; border: 1px solid #d1d5db; border-radius: var(--rs-radius, 8px); min-width: 0; }
.retailer-name { overflow-wrap: anywhere; font-size: 0.875rem; }
.logo { width: 40px; height: 40px; border-radius: 8px; flex: none; }
.monogram { display: inline-grid; place-items: center; background: #4b5563; color: #ffffff; font-weight: 700; }
.muted { color: #4b5563; }
.problem { color: #b91c1c; margin: 0.25rem 0; }
`;
