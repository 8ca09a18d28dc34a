/**
 * /404 and /404/ as a Cloudflare Pages Function: the not-found page's own address is a missing
 * address like any other. Pages serves public/404.html for /404 as it serves any page for its
 * address without the .html (and redirects /404.html and /404/ there), with status 200; this
 * answers with the same file and status 404. Unknown addresses never reach it: Pages answers those
 * with the nearest 404.html and status 404 by itself. functions/[lang]/404.ts does the same for
 * /ar/404.
 */
interface Context {
  request: Request;
  env: { ASSETS: { fetch: (request: Request) => Promise<Response> } };
}

export const onRequest = async ({ request, env }: Context) => {
  const file = new URL(request.url);
  file.pathname = file.pathname.replace(/\/$/, "");
  // Asked plainly: a conditional request could get 304, which has no page to give.
  const page = await env.ASSETS.fetch(new Request(file, { method: request.method === "HEAD" ? "HEAD" : "GET" }));
  if (page.status !== 200 && page.status !== 404) return page;
  const headers = new Headers(page.headers);
  headers.delete("ETag");
  return new Response(page.body, { status: 404, headers });
};
