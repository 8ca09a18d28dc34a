// Serves the production build (public/) the way the host does: the site's own function
// (`/api/scheduling-link`, with CALENDLY_TOKEN and the rest from this process's environment,
// as the host gives them to its function); directory URLs get
// their index.html (a URL without its trailing slash is redirected to it), unknown paths get
// the not-found page of their language with status 404, `_headers` is applied, and text is
// sent compressed. Files are served by serve-static (with `send`), compression by the
// `compression` middleware; what is ours is the thin layer around them below.
//
// Usage: node scripts/serve.mjs [--port 9000] [--root public] [--host 127.0.0.1]
//   --port 0 picks a free port; the address is printed once the server listens.
//   --host 0.0.0.0 (or another address) makes the server reachable from other machines;
//   by default it only listens on this machine (127.0.0.1).
import { createHash } from "crypto";
import http from "http";
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { fileURLToPath } from "url";
import serveStatic from "serve-static";
import compression from "compression";
import { tsImport } from "tsx/esm/api";

const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", flag("root", "public"));
const PORT = Number(flag("port", process.env.PORT || 9000));
const HOST = flag("host", "127.0.0.1");

// The languages other than the default one (data/site.json) have their own not-found page.
const LANGUAGE_PREFIXES = (() => {
  try {
    const site = JSON.parse(
      fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "data", "site.json"), "utf8"),
    );
    return site.languages.slice(1).map((language) => language.code);
  } catch {
    return [];
  }
})();

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Rules of public/_headers (Netlify / Cloudflare Pages format): a path pattern, then indented
 * headers. Read on every request, so a rebuild while the server runs is picked up.
 */
const readHeaderRules = async () => {
  let text;
  try {
    text = await fs.promises.readFile(path.join(ROOT, "_headers"), "utf8");
  } catch {
    return [];
  }
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: {} });
    } else if (rules.length && line.trim().startsWith("!")) {
      // Cloudflare Pages' "! Name": the header an earlier rule set is removed.
      rules[rules.length - 1].headers[line.trim().slice(1).trim()] = undefined;
    } else if (rules.length) {
      const [name, ...value] = line.trim().split(":");
      rules[rules.length - 1].headers[name.trim()] = value.join(":").trim();
    }
  }
  return rules;
};

/** Headers of a file served for a request: type, caching, and the matching `_headers` rules. */
const applyHeaders = (req, res, file) => {
  const type = TYPES[path.extname(file)];
  if (type) res.setHeader("Content-Type", type);
  // Gatsby's hashed assets never change; HTML and page data must be revalidated.
  res.setHeader(
    "Cache-Control",
    file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{16,}\.(js|css)$/.test(file)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
  );
  const servedPath = `/${path.relative(ROOT, file).split(path.sep).join("/")}`;
  for (const rule of req.headerRules ?? []) {
    if (rule.pattern.test(req.sitePath) || rule.pattern.test(servedPath)) {
      for (const [name, value] of Object.entries(rule.headers)) {
        if (value === undefined) res.removeHeader(name);
        else res.setHeader(name, value);
      }
    }
  }
};

const plain = (res, status, text) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(`${text}\n`);
};

/** The not-found page of the path's language, with status 404 (or 400 for an address that is not one). */
const sendNotFound = async (req, res, status = 404) => {
  const language = LANGUAGE_PREFIXES.find(
    (prefix) => req.sitePath === `/${prefix}` || req.sitePath.startsWith(`/${prefix}/`),
  );
  const file = path.join(ROOT, ...(language ? [language] : []), "404.html");
  let body;
  try {
    body = await fs.promises.readFile(file);
  } catch {
    return plain(res, status, http.STATUS_CODES[status]);
  }
  applyHeaders(req, res, file);
  res.statusCode = status;
  res.end(req.method === "HEAD" ? undefined : body);
};

const files = serveStatic(ROOT, {
  index: ["index.html"],
  redirect: true,
  fallthrough: false,
  dotfiles: "ignore",
  setHeaders: (res, file) => applyHeaders(res.req, res, file),
});
// Compressed like the static host (brotli, else gzip), at the highest levels, whatever the size.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const compress = compression({ threshold: 0, level: zlib.constants.Z_BEST_COMPRESSION, brotli: BROTLI });

/** The encoding to send a text file in: brotli if the request accepts it, else gzip, else none. */
const encodingFor = (acceptEncoding = "") => {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*q=/))
    .filter(([, q]) => q === undefined || Number(q) > 0)
    .map(([name]) => name.toLowerCase());
  return ["br", "gzip"].find((name) => accepted.includes(name));
};

/**
 * A static host compresses each file once and keeps the result; compressing on every request
 * at the highest brotli level takes a wait no visitor of the host has, and that would skew
 * every timing taken against this server. So a plain GET or HEAD of
 * a text file is answered from the file compressed once per version (size and mtime); what
 * is conditional, partial or unusual goes the general way below.
 */
const compressedFiles = new Map();
// A file's compressed bytes, kept by its content: compressed by the first server that sends it
// and read back by the others and by later runs (the browser tests run a server per build, four
// at once, most of their files the same).
const COMPRESSED_CACHE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "node_modules",
  ".cache",
  "serve",
);
const packedOnce = async (body, encoding) => {
  const cached = path.join(COMPRESSED_CACHE, `${createHash("sha256").update(body).digest("hex")}.${encoding}`);
  const kept = await fs.promises.readFile(cached).catch(() => null);
  if (kept) return kept;
  const packed =
    encoding === "br"
      ? zlib.brotliCompressSync(body, BROTLI)
      : zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  // Written whole under another name first: another server may be reading it. A folder that
  // cannot be written only means compressing again next time.
  await fs.promises
    .mkdir(COMPRESSED_CACHE, { recursive: true })
    .then(() => fs.promises.writeFile(`${cached}.${process.pid}`, packed))
    .then(() => fs.promises.rename(`${cached}.${process.pid}`, cached))
    .catch(() => undefined);
  return packed;
};
const sendCompressed = async (req, res) => {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  if (!encoding || req.headers.range || req.headers["if-none-match"] || req.headers["if-modified-since"]) return false;
  if (!["GET", "HEAD"].includes(req.method) || req.sitePath.split("/").some((segment) => segment.startsWith(".")))
    return false;
  let file;
  try {
    file = path.join(ROOT, decodeURIComponent(req.sitePath), req.sitePath.endsWith("/") ? "index.html" : "");
  } catch {
    return false;
  }
  if (!file.startsWith(ROOT + path.sep) || !TYPES[path.extname(file)]) return false;
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return false;
  const key = `${file}\0${encoding}`;
  let entry = compressedFiles.get(key);
  if (entry?.mtimeMs !== stat.mtimeMs || entry?.size !== stat.size) {
    const packed = await packedOnce(await fs.promises.readFile(file), encoding);
    entry = { mtimeMs: stat.mtimeMs, size: stat.size, packed };
    compressedFiles.set(key, entry);
  }
  applyHeaders(req, res, file);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", entry.packed.length);
  res.setHeader("Last-Modified", stat.mtime.toUTCString());
  res.end(req.method === "HEAD" ? undefined : entry.packed);
  return true;
};

/**
 * The site's function, as the host runs it: a Web Request in, a Web Response out. Its
 * TypeScript is compiled on the first request, so serving files starts at once.
 */
let schedulingLinkHandlerLoaded;
const FUNCTIONS = new Map([
  [
    "/api/scheduling-link",
    () =>
      (schedulingLinkHandlerLoaded ??= tsImport("../src/scheduling/schedulingLinkHandler.ts", import.meta.url).then(
        ({ createSchedulingLinkHandler }) => createSchedulingLinkHandler(),
      )),
  ],
]);
const sendFunctionAnswer = async (req, res, loadHandler) => {
  const handler = await loadHandler();
  const response = await handler(
    new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: req.method }),
    process.env,
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
};

// Files for the host itself, not for visitors; the not-found pages' files are not pages either.
const HOST_FILES = new Set([
  "/_headers",
  "/_redirects",
  "/404.html",
  ...LANGUAGE_PREFIXES.map((prefix) => `/${prefix}/404.html`),
]);

const handle = async (req, res) => {
  // The request's path, or the not-found page when no page can have it: 400 when it is not a
  // path (a percent not followed by two hex digits, as in `/%E0%A4%A`, or a NUL byte), 404 when it
  // is one that names nothing (`/%E0`: well formed, but not UTF-8), as Cloudflare Pages answers.
  // `new URL` resolves `.` and `..` segments (also encoded ones) within the site.
  let url;
  try {
    // The request target is a path; `//host/...` is a path too, not another host.
    url = new URL(req.url.startsWith("/") ? `http://localhost${req.url}` : req.url);
    if (decodeURIComponent(url.pathname).includes("\0")) throw new Error("NUL in path");
  } catch (error) {
    // Answered like an unknown page of its language (a way back, in the visitor's language).
    req.sitePath = req.url.split("?")[0];
    const wellFormed = error instanceof URIError && !/%(?![0-9a-f]{2})/i.test(req.sitePath);
    return sendNotFound(req, res, wellFormed ? 404 : 400);
  }
  // Runs of slashes are one: a redirect to `//host/...` would leave the site.
  req.sitePath = url.pathname.replace(/\/{2,}/g, "/");
  req.url = `${req.sitePath}${url.search}`;
  // A page's address with its file name is the page's own address, as on Cloudflare Pages.
  if (/\/index\.html$/.test(req.sitePath)) {
    const location = `${req.sitePath.slice(0, -"index.html".length)}${url.search}`;
    return res.writeHead(308, { Location: location, "Cache-Control": "no-store" }).end();
  }
  if (FUNCTIONS.has(req.sitePath)) return sendFunctionAnswer(req, res, FUNCTIONS.get(req.sitePath));
  if (HOST_FILES.has(req.sitePath)) return sendNotFound(req, res);
  req.headerRules = await readHeaderRules();
  if (await sendCompressed(req, res)) return;

  compress(req, res, () =>
    files(req, res, (error) => {
      const status = error?.statusCode ?? error?.status ?? 500;
      if (res.headersSent) {
        // The file went away while it was being sent (e.g. a rebuild): end this response only.
        res.destroy();
      } else if (status === 404) {
        sendNotFound(req, res).catch(() => res.destroy());
      } else if (status < 500) {
        plain(res, status, http.STATUS_CODES[status] ?? "Error");
      } else {
        console.error(`${req.method} ${req.sitePath}: ${error?.message ?? error}`);
        plain(res, 500, "Internal server error");
      }
    }),
  );
};

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`${req.method} ${req.url}: ${error.message}`);
    if (res.headersSent) res.destroy();
    else plain(res, 500, "Internal server error");
  });
});

// Node closes an idle kept-alive connection after 5 s, so a client that sends its next request
// on it just then gets "socket hang up"; hosts keep them open about a minute (nginx: 75 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

if (!fs.existsSync(ROOT)) {
  console.error(`${ROOT} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
server.listen(PORT, HOST, () => {
  const { address, port } = server.address();
  const shown = address.includes(":") ? `[${address}]` : address;
  console.log(`Serving ${path.relative(process.cwd(), ROOT) || "."} on http://${shown}:${port}`);
});
