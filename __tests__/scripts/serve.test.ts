/**
 * @jest-environment node
 */
// The local server (scripts/serve.mjs), run as `npm run serve` runs it, against a small site
// in a temporary folder. Hostile requests get a clean 4xx, and the next good one still a 200.
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { request, start, stop, type Server } from "../helpers/localServer";

const SECRET = "TOP-SECRET-OUTSIDE-THE-SITE";

let dir: string;
let root: string;
let server: Server;

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  root = path.join(dir, "public");
  write("index.html", "<!doctype html><title>home</title>");
  write("privacy-policy/index.html", "<!doctype html><title>privacy</title>");
  write("evil.example/index.html", "<!doctype html><title>a folder named like a host</title>");
  write("404.html", "<!doctype html><title>English not found</title>");
  write("ar/index.html", "<!doctype html><title>ar home</title>");
  write("ar/404.html", "<!doctype html><title>Arabic not found</title>");
  write("app-0123456789abcdef0123.js", `console.log(${JSON.stringify("x".repeat(4000))});`);
  write("_headers", "/*\n  X-Test: one\n");
  // Next to the site: a sibling folder whose name starts like the root's, and a file above it.
  fs.mkdirSync(path.join(dir, "public-secret"));
  fs.writeFileSync(path.join(dir, "public-secret", "secret.txt"), SECRET);
  fs.writeFileSync(path.join(dir, "secret.txt"), SECRET);
  server = await start(root);
});

afterAll(async () => {
  if (server) await stop(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

const stillServing = async () => {
  expect(server.process.exitCode).toBeNull();
  const home = await request(server.port, "/");
  expect(home.status).toBe(200);
  expect(home.body).toContain("<title>home</title>");
};

test("listens on 127.0.0.1 only by default, and prints where", async () => {
  expect(server.output()).toContain(`on http://127.0.0.1:${server.port}`);
  // Any other address of the machine (127.0.0.2 is one on every Linux) is refused.
  await expect(request(server.port, "/", { host: "127.0.0.2" })).rejects.toMatchObject({ code: "ECONNREFUSED" });
});

test("--host widens it to other addresses", async () => {
  const wide = await start(root, ["--host", "0.0.0.0"]);
  try {
    expect((await request(wide.port, "/", { host: "127.0.0.2" })).status).toBe(200);
  } finally {
    await stop(wide);
  }
});

test.each([
  ["/%E0%A4%A", "English", 400],
  ["/%", "English", 400],
  ["/%zz/", "English", 400],
  ["/privacy-policy/%E0%A4%A", "English", 400],
  ["/%00", "English", 400],
  ["/index.html%00.js", "English", 400],
  // Well formed, but not UTF-8: an address that names no page.
  ["/%E0", "English", 404],
  ["/ar/%C0%AF", "Arabic", 404],
  ["/ar/%E0", "Arabic", 404],
])(
  "a path that cannot be read (%s) gets the %s not-found page with status %d, and the server keeps serving",
  async (target, language, status) => {
    const answer = await request(server.port, target);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(`<title>${language} not found</title>`);
    await stillServing();
  },
);

test.each([
  ["/index.html", "/"],
  ["/index.html?utm=1", "/?utm=1"],
  ["/ar/index.html", "/ar/"],
  ["/privacy-policy/index.html", "/privacy-policy/"],
])("%s, a page's address with its file name, redirects to %s", async (target, location) => {
  const answer = await request(server.port, target);
  expect(answer.status).toBe(308);
  expect(answer.headers.location).toBe(location);
});

test.each([
  ["/privacy-policy", "/privacy-policy/"],
  ["/privacy-policy?lang=en", "/privacy-policy/?lang=en"],
  ["/.//privacy-policy", "/privacy-policy/"],
  ["//privacy-policy", "/privacy-policy/"],
  ["/./privacy-policy", "/privacy-policy/"],
  ["//evil.example", "/evil.example/"],
  ["///evil.example", "/evil.example/"],
  ["/.//evil.example", "/evil.example/"],
  ["/\\evil.example", "/evil.example/"],
  ["/%2e//evil.example", "/evil.example/"],
])("%s redirects to %s on the same site", async (target, location) => {
  const answer = await request(server.port, target);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(location);
  const base = `http://127.0.0.1:${server.port}`;
  expect(new URL(answer.headers.location!, `${base}/`).origin).toBe(base);
  await stillServing();
});

test.each([
  "/../secret.txt",
  "/../../../../etc/passwd",
  "/..%2fsecret.txt",
  "/..%2F..%2Fsecret.txt",
  "/%2e%2e/secret.txt",
  "/%2e%2e%2fsecret.txt",
  "/%252e%252e%252fsecret.txt",
  "/%252e%252e/secret.txt",
  "/..%5csecret.txt",
  "/..\\secret.txt",
  "/../public-secret/secret.txt",
  "/%2e%2e/public-secret/secret.txt",
  "/..%2fpublic-secret%2fsecret.txt",
  "/ar/..%2f..%2fsecret.txt",
  "/_headers",
])("path traversal %s gets a clean 4xx, never the file", async (target) => {
  const answer = await request(server.port, target);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).not.toContain(SECRET);
  expect(answer.body).not.toContain("root:");
  await stillServing();
});

test("unknown paths get the not-found page of their language with status 404", async () => {
  const english = await request(server.port, "/no-such-page/");
  expect(english.status).toBe(404);
  expect(english.body).toContain("English not found");
  const arabic = await request(server.port, "/ar/no-such-page/");
  expect(arabic.status).toBe(404);
  expect(arabic.body).toContain("Arabic not found");
  expect((await request(server.port, "/ar")).headers.location).toBe("/ar/");
});

test.each([
  ["/404.html", "English"],
  ["/ar/404.html", "Arabic"],
])(
  "%s, a not-found page's file asked for by its name, is not a page: 404 with the %s one",
  async (target, language) => {
    const answer = await request(server.port, target);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<title>${language} not found</title>`);
  },
);

test("answers the site's function at /api/scheduling-link as the host does: no token here, so no live link", async () => {
  const answer = await request(server.port, "/api/scheduling-link");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(JSON.parse(answer.body)).toEqual({ url: null });
  expect((await request(server.port, "/api/scheduling-link", { method: "POST" })).status).toBe(405);
}, 30_000);

test("the function takes CALENDLY_TOKEN and CALENDLY_API_URL from the server's environment", async () => {
  // The provider's test double, as the browser tests run it.
  const double = spawn(process.execPath, [
    path.join(__dirname, "..", "..", "scripts", "calendly-double.mjs"),
    "--port",
    "9490",
    "--control-port",
    "9491",
    "--token",
    "serve-test-token",
  ]);
  await new Promise((resolve) => double.stdout.once("data", resolve));
  const withToken = await start(root, [], {
    CALENDLY_TOKEN: "serve-test-token",
    CALENDLY_API_URL: "http://127.0.0.1:9490",
  });
  try {
    const answer = await request(withToken.port, "/api/scheduling-link");
    expect(JSON.parse(answer.body)).toEqual({ url: "https://calendly.com/ferrolink-test/strategy-call" });
    expect(answer.body).not.toContain("serve-test-token");
  } finally {
    await stop(withToken);
    double.kill();
  }
}, 30_000);

test("only GET and HEAD are answered", async () => {
  expect((await request(server.port, "/", { method: "POST" })).status).toBe(405);
  const head = await request(server.port, "/", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.body).toBe("");
  await stillServing();
});

test("text is sent compressed (brotli, else gzip), hashed files cached for good", async () => {
  const file = "/app-0123456789abcdef0123.js";
  const br = await request(server.port, file, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(
    (await request(server.port, file, { headers: { "Accept-Encoding": "gzip" } })).headers["content-encoding"],
  ).toBe("gzip");
  const identity = await request(server.port, file);
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(identity.body).toContain("xxxx");
  const page = await request(server.port, "/", { headers: { "Accept-Encoding": "br" } });
  expect(page.headers["content-encoding"]).toBe("br");
  expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("each file is compressed once per version: after a rebuild its new content is sent", async () => {
  const url = `http://127.0.0.1:${server.port}/privacy-policy/`;
  const read = async (encoding: string) => {
    const answer = await fetch(url, { headers: { "Accept-Encoding": encoding } });
    expect(answer.headers.get("content-encoding")).toBe(encoding);
    return answer.text();
  };
  for (const encoding of ["br", "gzip", "br"])
    expect(await read(encoding)).toBe("<!doctype html><title>privacy</title>");
  write("privacy-policy/index.html", "<!doctype html><title>privacy, rebuilt</title>");
  try {
    for (const encoding of ["br", "gzip"])
      expect(await read(encoding)).toBe("<!doctype html><title>privacy, rebuilt</title>");
  } finally {
    write("privacy-policy/index.html", "<!doctype html><title>privacy</title>");
  }
});

test("_headers is read again after a rebuild changes it", async () => {
  expect((await request(server.port, "/")).headers["x-test"]).toBe("one");
  expect((await request(server.port, "/no-such-page/")).headers["x-test"]).toBe("one");
  write("_headers", "/*\n  X-Test: two, changed\n");
  try {
    expect((await request(server.port, "/")).headers["x-test"]).toBe("two, changed");
  } finally {
    write("_headers", "/*\n  X-Test: one\n");
  }
});

test("a later rule's header replaces an earlier one's, and a \"! Name\" line removes it (Cloudflare Pages)", async () => {
  write("_headers", "/*\n  X-Test: one\n  X-Other: kept\n/ar/*\n  ! X-Other\n  X-Test: arabic\n");
  try {
    const arabic = await request(server.port, "/ar/");
    expect(arabic.headers["x-test"]).toBe("arabic");
    expect(arabic.headers["x-other"]).toBeUndefined();
    expect((await request(server.port, "/")).headers["x-other"]).toBe("kept");
  } finally {
    write("_headers", "/*\n  X-Test: one\n");
  }
});

test("a file that cannot be read any more (deleted during a rebuild) fails that request only", async () => {
  // The server finds the file, then reading it fails, as when a rebuild removes it in between:
  // a kernel file that exists but that nobody, not even root, may read.
  const unreadable = "/proc/sys/vm/compact_memory";
  expect(fs.statSync(unreadable).isFile()).toBe(true);
  fs.symlinkSync(unreadable, path.join(root, "vanishing.js"));
  try {
    const answer = await request(server.port, "/vanishing.js").catch((error: Error) => ({ status: 0, error }));
    expect(answer.status === 0 || answer.status >= 400).toBe(true);
    await stillServing();
  } finally {
    fs.rmSync(path.join(root, "vanishing.js"));
  }
});
