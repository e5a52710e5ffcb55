/**
 * The widget's CSS, adopted by its shadow root as a constructable stylesheet: no `<style>` element
 * and no `style` attribute, so it runs under a CSP without 'unsafe-inline'.
 *
 * Each scheme sets the colours rules use, e.g. `--primary`, to the host's documented `--rs-primary`
 * when set, else to our default for that scheme. Hosts set `--rs-*` on the host element (they
 * inherit into the shadow root); docs/theming.md lists them. `--line` and the badge colours are
 * ours only. Every default text colour meets 4.5:1 on its background in both schemes.
 */
const LIGHT = '--primary:var(--rs-primary,#1d4ed8);--on-primary:var(--rs-on-primary,#fff);'
  + '--surface:var(--rs-surface,#fff);--text:var(--rs-text,#1f2937);--muted:var(--rs-muted,#4b5563);'
  + '--border:var(--rs-border,#6b7280);--danger:var(--rs-danger,#b91c1c);--line:#e5e7eb;--ok-bg:#dcfce7;'
  + '--ok:#166534;--warn-bg:#fef3c7;--warn:#92400e;--bad-bg:#fee2e2;--bad:#991b1b;color-scheme:light';
const DARK = '--primary:var(--rs-primary,#93c5fd);--on-primary:var(--rs-on-primary,#0f172a);'
  + '--surface:var(--rs-surface,#111827);--text:var(--rs-text,#f3f4f6);--muted:var(--rs-muted,#9ca3af);'
  + '--border:var(--rs-border,#9ca3af);--danger:var(--rs-danger,#fca5a5);--line:#374151;--ok-bg:#14532d;'
  + '--ok:#bbf7d0;--warn-bg:#713f12;--warn:#fde68a;--bad-bg:#7f1d1d;--bad:#fecaca;color-scheme:dark';

// `.dark` comes after `.rs` and so wins over it; `.light` only has to opt out of the media query.
// Flex rows share one rule. A plain `button` is the outlined (secondary) one; `.primary` fills it.
// The controls' and cards' corners are half of `--rs-radius`, the dialog's (written out twice:
// gzip makes the repeat cheaper than a custom property of our own).
// Live regions (`.offline`, `.sr`) stay rendered: `display:none` would take them out of the
// accessibility tree, and screen readers could miss their first message. An empty `.offline` has no
// padding, so no height; `.sr` is the usual visually-hidden pattern (read, not seen),
// less its `padding:0`: it is a `<p>`, which has no padding here.
export const WIDGET_CSS = `:host{all:initial}
*{box-sizing:border-box}
.rs{${LIGHT};position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:1rem;background:#0f172a99;font:16px/1.45 var(--rs-font,system-ui,sans-serif);accent-color:var(--primary)}
@media (prefers-color-scheme:dark){.rs:not(.light){${DARK}}}
.dark{${DARK}}
.dialog{display:flex;flex-flow:column;width:100%;max-width:36rem;max-height:100%;background:var(--surface);color:var(--text);border-radius:var(--rs-radius,12px);box-shadow:0 20px 50px #00000059;overflow:hidden}
.bar,.foot,.head,.row,.actions,.check,.retailer,.lines li{display:flex;align-items:center;gap:.5rem}
.foot,.head,.row,.actions,.lines li{flex-wrap:wrap}
.bar,.foot,.lines li{justify-content:space-between}
.bar{padding:.25rem .5rem .25rem 1.25rem;border-bottom:1px solid var(--line)}
.foot,.offline{padding:.5rem 1.25rem}
.foot,.lines li{border-top:1px solid var(--line)}
.foot,.muted,.retailer,.mono{font-size:.875rem}
.brand,.mono{font-weight:700}
label,.name,.badge,.status-word{font-weight:600}
.body{flex:1;overflow:auto;padding:1rem 1.25rem 1.25rem}
.offline,.pending{background:var(--warn-bg);color:var(--warn)}
.offline:empty{padding:0}
h2,p{margin:0 0 .75rem}
h2{font-size:1.25rem;line-height:1.3}
h2:focus{outline:0}
.head{gap:.75rem;margin-bottom:1rem}
.head h2{margin:0;flex:1}
button,input:not([type=checkbox]){font:inherit;min-height:2.75rem;border-radius:calc(var(--rs-radius,12px)/2)}
button{padding:.5rem 1rem;border:1px solid var(--primary);background:none;color:var(--primary);cursor:pointer}
.primary{background:var(--primary);color:var(--on-primary)}
.small{min-height:2.25rem;padding:.25rem .75rem}
.icon{border:0;color:var(--text);font-size:1.5rem;min-width:2.75rem;padding:0}
button:disabled{opacity:.6;cursor:not-allowed}
:focus-visible{outline:3px solid var(--rs-focus,var(--primary));outline-offset:2px}
label{display:block;margin-bottom:.25rem}
input:not([type=checkbox]){display:block;width:100%;padding:.5rem .75rem;color:var(--text);background:var(--surface);border:1px solid var(--border)}
.check{font-weight:400;margin-top:.5rem}
.check input{width:1.25rem;height:1.25rem;margin:0}
.field{margin-bottom:1rem}
.muted{color:var(--muted)}
.problem{color:var(--danger)}
.status-word{margin-bottom:.5rem}
progress{display:block;width:100%;height:.75rem;margin-bottom:.5rem}
ul{list-style:none;margin:0 0 1rem;padding:0}
.grid{display:grid;grid:none/repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.grid>li{content-visibility:auto;contain-intrinsic-size:auto 3.5rem}
.retailer{width:100%;height:100%;padding:.5rem;text-align:start;color:var(--text);border-color:var(--line);overflow-wrap:break-word}
.retailer:hover{border-color:var(--primary)}
.logo{width:40px;height:40px;border-radius:8px;flex:none;object-fit:contain}
.mono{display:grid;place-items:center;background:#4b5563;color:#fff}
.cards{display:grid;gap:.75rem}
.card{border:1px solid var(--line);border-radius:calc(var(--rs-radius,12px)/2);padding:.75rem}
.card .muted{margin:.5rem 0}
.name{flex:1;min-width:6rem;overflow-wrap:anywhere}
.badge{padding:.125rem .5rem;border-radius:999px;font-size:.8125rem}
.active{background:var(--ok-bg);color:var(--ok)}
.error{background:var(--bad-bg);color:var(--bad)}
.lines li{gap:.25rem .75rem;padding:.5rem 0}
.sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:30rem){.rs{padding:0}.dialog{max-width:none;height:100%;border-radius:0}}`;
