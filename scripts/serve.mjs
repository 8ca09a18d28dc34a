// Serves the production build (public/) the way the static host does: directory URLs get
// their index.html, unknown paths get the not-found page of their language with status 404.
// Usage: node scripts/serve.mjs [--port 9000] [--root public]
import http from "http";
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { fileURLToPath } from "url";

const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", flag("root", "public"));
const PORT = Number(flag("port", process.env.PORT || 9000));

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
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

/** The file a URL path maps to, or undefined. Never leaves public/. */
const resolveFile = (urlPath) => {
  const candidate = path.join(ROOT, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ""));
  if (!candidate.startsWith(ROOT)) return undefined;
  for (const file of [candidate, path.join(candidate, "index.html")]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
};

const notFoundPage = (urlPath) =>
  (/^\/ar(\/|$)/.test(urlPath) && resolveFile("/ar/404.html")) || resolveFile("/404.html");

/** Rules of public/_headers (Netlify / Cloudflare Pages format): path pattern, then headers. */
const headerRules = (() => {
  const file = path.join(ROOT, "_headers");
  if (!fs.existsSync(file)) return [];
  const rules = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      rules.push({ pattern, headers: {} });
    } else if (rules.length) {
      const [name, ...value] = line.trim().split(":");
      rules[rules.length - 1].headers[name.trim()] = value.join(":").trim();
    }
  }
  return rules;
})();

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$/;

/** Sends a file, compressed with brotli or gzip when the client accepts it, as hosts do. */
const send = (req, res, status, file) => {
  const headers = { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", Vary: "Accept-Encoding" };
  // Gatsby's hashed assets never change; HTML and page data must be revalidated.
  headers["Cache-Control"] =
    file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{16,}\.(js|css)$/.test(file)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate";
  const urlPath = new URL(req.url, "http://localhost").pathname;
  const servedPath = `/${path.relative(ROOT, file).split(path.sep).join("/")}`;
  for (const rule of headerRules) {
    if (rule.pattern.test(urlPath) || rule.pattern.test(servedPath)) Object.assign(headers, rule.headers);
  }
  const accepted = String(req.headers["accept-encoding"] ?? "");
  let body = fs.createReadStream(file);
  if (COMPRESSIBLE.test(file) && /\bbr\b/.test(accepted)) {
    headers["Content-Encoding"] = "br";
    body = body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  } else if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(accepted)) {
    headers["Content-Encoding"] = "gzip";
    body = body.pipe(zlib.createGzip({ level: 9 }));
  }
  res.writeHead(status, headers);
  if (req.method === "HEAD") return res.end();
  body.pipe(res);
};

const server = http.createServer((req, res) => {
  let urlPath;
  try {
    urlPath = new URL(req.url, "http://localhost").pathname;
  } catch {
    res.writeHead(400).end();
    return;
  }
  // Directory URLs without a trailing slash redirect, as static hosts do.
  const file = resolveFile(urlPath);
  if (file && !urlPath.endsWith("/") && file.endsWith(`${path.sep}index.html`) && !urlPath.endsWith("index.html")) {
    res.writeHead(301, { Location: `${urlPath}/` }).end();
    return;
  }
  if (file) return send(req, res, 200, file);
  const notFound = notFoundPage(urlPath);
  if (notFound) return send(req, res, 404, notFound);
  res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
});

if (!fs.existsSync(ROOT)) {
  console.error(`${ROOT} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
server.listen(PORT, () => console.log(`Serving ${path.relative(process.cwd(), ROOT)} on http://localhost:${PORT}`));
