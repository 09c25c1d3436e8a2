import type { ServerResponse } from 'node:http';

// What the sandbox sends back: JSON, redirects, and its Arabic pages, framed so nobody takes them for Fawry's own.

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, status = 302) {
  res.writeHead(status, { location, 'cache-control': 'no-store' });
  res.end();
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
header{background:#ffd200;color:#1d2330;padding:.75rem 1rem;font-weight:700}main{max-width:56rem;margin:1.5rem auto;padding:0 1rem}
form{display:inline-block;margin:0}label{display:block;margin:.5rem 0}input{display:block;padding:.4rem;width:16rem;max-width:100%}
button{background:#1d4ed8;color:#fff;border:0;border-radius:.4rem;padding:.5rem 1rem;margin:.5rem .25rem 0 0;cursor:pointer}
button.secondary{background:#b91c1c}.amount{font-size:2rem;font-weight:700}.error{color:#b91c1c}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #dde;padding:.4rem;text-align:start}.actions button{padding:.25rem .5rem}`;

/** A whole page around an already-escaped body. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} — فوري: بيئة تجريبية محلية</title><style>${CSS}</style></head>
<body><header>فوري — بيئة تجريبية محلية (local Fawry sandbox، ليست فوري الحقيقية)</header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}
