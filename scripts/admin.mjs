// npm run admin: the content editor (/admin/) on this machine, over this folder's files, with
// no account. Open the address it prints in Chrome or Edge, choose "Work with Local
// Repository" and pick this folder: saves write data/ and locales/ here. Then run
// `npm run check` and commit as usual. The page and its headers are the ones the site
// deploys (admin/, with Sveltia CMS from node_modules); nothing is built.
//
// Usage: node scripts/admin.mjs [--port 8081]
import http from "http";
import path from "path";
import { createRequire } from "module";
import { fileURLToPath } from "url";
import serveStatic from "serve-static";
import { tsImport } from "tsx/esm/api";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portIndex = process.argv.indexOf("--port");
const PORT = Number(portIndex > -1 ? process.argv[portIndex + 1] : process.env.PORT || 8081);

const { adminHeaders } = await tsImport("../src/seo/securityHeaders.ts", import.meta.url);
const cmsDist = path.join(path.dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "..", "dist");
const options = { index: ["index.html"], fallthrough: true, dotfiles: "ignore" };
const pageFiles = serveStatic(path.join(ROOT, "admin"), options);
const cmsFiles = serveStatic(cmsDist, options);

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url, "http://localhost");
  if (!pathname.startsWith("/admin/")) {
    res.writeHead(302, { Location: "/admin/" }).end();
    return;
  }
  for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-cache");
  req.url = req.url.slice("/admin".length);
  pageFiles(req, res, () =>
    cmsFiles(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
    }),
  );
});

server.listen(PORT, "127.0.0.1", () => {
  console.log(`Content editor: http://localhost:${server.address().port}/admin/`);
  console.log(`Choose "Work with Local Repository" and pick ${ROOT}`);
});
