/**
 * @jest-environment node
 */
// functions/404.ts on Cloudflare Pages: the not-found page's own address gets that page with
// status 404, whatever the asset server answered for the file (e2e/not-found-address.spec.ts runs
// it in Cloudflare's runtime).
import { onRequest } from "../../functions/404";

const PAGE = "<!doctype html><title>not found</title>";

const assets = (answer: (request: Request) => Response) => {
  const asked: Request[] = [];
  const fetch = jest.fn(async (request: Request) => (asked.push(request), answer(request)));
  return { env: { ASSETS: { fetch } }, asked };
};

test.each([
  ["/404/", "/404"],
  ["/ar/404/", "/ar/404"],
  ["/ar/404", "/ar/404"],
])("%s is answered with the file at %s and status 404", async (path, file) => {
  const { env, asked } = assets(() => new Response(PAGE, { headers: { ETag: '"abc"', "Content-Type": "text/html" } }));
  const response = await onRequest({
    request: new Request(`https://site.test${path}`, { headers: { "If-None-Match": '"abc"' } }),
    env,
  });
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(PAGE);
  expect(response.headers.get("Content-Type")).toBe("text/html");
  expect(response.headers.get("ETag")).toBeNull();
  // Asked plainly, so the asset server cannot answer 304 with no page.
  expect(new URL(asked[0].url).pathname).toBe(file);
  expect(asked[0].headers.get("If-None-Match")).toBeNull();
});

test("HEAD stays HEAD, and what is neither a page nor a not-found answer passes through", async () => {
  const { env, asked } = assets(() => new Response(null, { status: 500 }));
  const response = await onRequest({ request: new Request("https://site.test/404", { method: "HEAD" }), env });
  expect(asked[0].method).toBe("HEAD");
  expect(response.status).toBe(500);
});
