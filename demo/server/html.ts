const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * A minimal page of the sandbox's own: no inline script or style, no web fonts (works offline), in
 * `lang` (written `dir`).
 */
export function page(title: string, body: string, lang = 'en', dir: 'ltr' | 'rtl' = 'ltr'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/static/sandbox.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

/** Strict CSP for the sandbox's own pages: they need nothing but their stylesheet. */
export const PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";
