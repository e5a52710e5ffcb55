/**
 * The widget's CSS, adopted by its shadow root as a constructable stylesheet: no `<style>` element
 * and no `style` attribute, so it runs under a CSP without 'unsafe-inline'.
 *
 * Colours come in two layers. `--_x` are our defaults for the current scheme; `--x` is what rules
 * use, the host's documented `--rs-x` when set, else the default. Hosts set `--rs-*` on the host
 * element (they inherit into the shadow root); README "Theming" lists them.
 * Every default text colour meets 4.5:1 on its background in both schemes.
 */
const LIGHT = '--_primary:#1d4ed8;--_on-primary:#fff;--_surface:#fff;--_text:#1f2937;--_muted:#4b5563;'
  + '--_border:#6b7280;--_line:#e5e7eb;--_danger:#b91c1c;--_ok-bg:#dcfce7;--_ok:#166534;--_warn-bg:#fef3c7;'
  + '--_warn:#92400e;--_bad-bg:#fee2e2;--_bad:#991b1b;color-scheme:light';
const DARK = '--_primary:#93c5fd;--_on-primary:#0f172a;--_surface:#111827;--_text:#f3f4f6;--_muted:#9ca3af;'
  + '--_border:#9ca3af;--_line:#374151;--_danger:#fca5a5;--_ok-bg:#14532d;--_ok:#bbf7d0;--_warn-bg:#713f12;'
  + '--_warn:#fde68a;--_bad-bg:#7f1d1d;--_bad:#fecaca;color-scheme:dark';

export const WIDGET_CSS = `
:host{all:initial}
.rs{${LIGHT}}
@media (prefers-color-scheme:dark){.rs:not(.light){${DARK}}}
.rs.dark{${DARK}}
.rs{--primary:var(--rs-primary,var(--_primary));--on-primary:var(--rs-on-primary,var(--_on-primary));
--surface:var(--rs-surface,var(--_surface));--text:var(--rs-text,var(--_text));--muted:var(--rs-muted,var(--_muted));
--border:var(--rs-border,var(--_border));--danger:var(--rs-danger,var(--_danger));--focus:var(--rs-focus,var(--primary));
--radius:var(--rs-radius,12px);
position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:1rem;
background:rgb(15 23 42/.6);font:16px/1.45 var(--rs-font,system-ui,sans-serif);box-sizing:border-box}
*,*::before{box-sizing:inherit}
.dialog{display:flex;flex-direction:column;width:100%;max-width:36rem;max-height:100%;background:var(--surface);
color:var(--text);border-radius:var(--radius);box-shadow:0 20px 50px rgb(0 0 0/.35);overflow:hidden}
.bar,.foot{display:flex;align-items:center;gap:.5rem;padding:.25rem .5rem .25rem 1.25rem}
.bar{justify-content:space-between;border-bottom:1px solid var(--_line)}
.brand{font-weight:700}
.foot{flex-wrap:wrap;justify-content:space-between;padding:.5rem 1.25rem;border-top:1px solid var(--_line);font-size:.875rem}
.body{flex:1;overflow:auto;padding:1rem 1.25rem 1.25rem}
.offline{margin:0;padding:.5rem 1.25rem;background:var(--_warn-bg);color:var(--_warn)}
.offline:empty{display:none}
h2{font-size:1.25rem;line-height:1.3;margin:0 0 .75rem}
.head h2{margin:0;flex:1}
p{margin:0 0 .75rem}
.head{display:flex;align-items:center;flex-wrap:wrap;gap:.75rem;margin-bottom:1rem}
button{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:1px solid var(--primary);
border-radius:calc(var(--radius)/2);cursor:pointer}
.primary{background:var(--primary);color:var(--on-primary)}
.secondary{background:transparent;color:var(--primary)}
.small{min-height:2.25rem;padding:.25rem .75rem}
.icon{border-color:transparent;background:transparent;color:var(--text);font-size:1.5rem;line-height:1;min-width:2.75rem;padding:0}
button:disabled{opacity:.6;cursor:not-allowed}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
[tabindex="-1"]:focus{outline:none}
label{display:block;font-weight:600;margin-bottom:.25rem}
input:not([type=checkbox]){display:block;width:100%;font:inherit;min-height:2.75rem;padding:.5rem .75rem;
color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:calc(var(--radius)/2)}
.check{display:flex;align-items:center;gap:.5rem;font-weight:400;margin-top:.5rem}
.check input{width:1.25rem;height:1.25rem;margin:0;accent-color:var(--primary)}
.field{margin-bottom:1rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.muted{color:var(--muted);font-size:.875rem}
.problem{color:var(--danger)}
.status-word{font-weight:600;margin-bottom:.5rem}
progress{display:block;width:100%;height:.75rem;margin-bottom:.5rem;accent-color:var(--primary)}
ul{list-style:none;margin:0 0 1rem;padding:0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.grid>li{content-visibility:auto;contain-intrinsic-size:auto 3.5rem}
.retailer{display:flex;align-items:center;gap:.5rem;width:100%;height:100%;padding:.5rem;text-align:start;
font-size:.875rem;color:var(--text);background:transparent;border-color:var(--_line);overflow-wrap:break-word;min-width:0}
.retailer:hover{border-color:var(--primary)}
.logo{width:40px;height:40px;border-radius:8px;flex:none;object-fit:contain}
.mono{display:inline-grid;place-items:center;background:#4b5563;color:#fff;font-weight:700;font-size:.875rem}
.cards{display:grid;gap:.75rem}
.card{border:1px solid var(--_line);border-radius:calc(var(--radius)/2);padding:.75rem}
.card .muted{margin:.5rem 0}
.row{display:flex;align-items:center;flex-wrap:wrap;gap:.5rem}
.name{flex:1;min-width:6rem;font-weight:600;overflow-wrap:anywhere}
.badge{padding:.125rem .5rem;border-radius:999px;font-size:.8125rem;font-weight:600}
.active{background:var(--_ok-bg);color:var(--_ok)}
.error{background:var(--_bad-bg);color:var(--_bad)}
.pending{background:var(--_warn-bg);color:var(--_warn)}
.lines li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem;padding:.5rem 0;border-top:1px solid var(--_line)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:30rem){.rs{padding:0}.dialog{max-width:none;height:100%;border-radius:0}}
`;
