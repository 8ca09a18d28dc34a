// npm run admin [-- --port 8081]: the content editor (/admin/) on this machine, over this folder's
// files, with no account. Open the address it prints in Chrome or Edge, choose "Work with Local
// Repository" and pick this folder: saves write data/ and locales/ here; then `npm run check` and
// commit as usual. The page, its files and its headers are the ones the site deploys.
import http from "http";
import path from "path";
import { fileURLToPath } from "url";
import serveStatic from "serve-static";
import { tsImport } from "tsx/esm/api";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const portIndex = process.argv.indexOf("--port");
const PORT = Number(portIndex > -1 ? process.argv[portIndex + 1] : process.env.PORT || 8081);

const { adminHeaders } = await tsImport("../seo/securityHeaders.ts", import.meta.url);
const { readBuildEnvironment } = await tsImport("../build/environment.ts", import.meta.url);
const { CMS_SCRIPT, editorFiles } = await tsImport("./editorFiles.ts", import.meta.url);
// Read and rewritten once (2 MB); the rest is made again on each request, so that a change to the
// content rules or to this folder's settings (.env.development) shows at once.
const script = editorFiles(ROOT, {})[CMS_SCRIPT]();
const pageFiles = serveStatic(path.join(ROOT, "admin"), { index: ["index.html"], dotfiles: "ignore" });

const TYPES = { ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".woff2": "font/woff2" };

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url, "http://localhost");
  if (!pathname.startsWith("/admin/")) return res.writeHead(302, { Location: "/admin/" }).end();
  for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
  const file = pathname.slice("/admin/".length);
  const files = editorFiles(ROOT, readBuildEnvironment(ROOT).values);
  const make = file === CMS_SCRIPT ? () => script : Object.hasOwn(files, file) && files[file];
  if (!make) {
    req.url = pathname.slice("/admin".length);
    return pageFiles(req, res, () => res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n"));
  }
  try {
    const body = make();
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
  } catch (error) {
    console.error(error.message);
    res.writeHead(500, { "Content-Type": "text/plain" }).end(`${error.message}\n`);
  }
});

server.listen(PORT, "127.0.0.1", () => {
  console.log(`Content editor: http://localhost:${server.address().port}/admin/`);
  console.log(`Choose "Work with Local Repository" and pick ${ROOT}`);
});
