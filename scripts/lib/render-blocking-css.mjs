// What a page's HTML makes the browser wait for before its first paint, as far as styles go: its
// inline <style> elements and the stylesheets it links with no media that puts them off
// (media="print" until loaded, as build/prerender-pages.ts links them). A <noscript> is left out:
// it counts only where scripts do not run.
export function renderBlockingCss(html) {
  const end = html.indexOf('</head>');
  const head = (end < 0 ? html : html.slice(0, end)).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const stylesheets = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="print"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
  return { inline, stylesheets };
}
