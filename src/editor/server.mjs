// npm run admin: the content editor (/admin/) on this machine, over this folder's files, with
// no account. Open the address it prints in Chrome or Edge, choose "Work with Local
// Repository" and pick this folder: saves write data/ and locales/ here. Then run
// `npm run check` and commit as usual. The page, its files and its headers are the ones the
// site deploys (admin/, and what src/editor/editorFiles.ts adds); nothing is built.
//
// Usage: npm run admin [-- --port 8081]
import fs from "fs";
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
const { CMS_LANGUAGES, cmsConfigFile } = await tsImport("./cmsConfig.ts", import.meta.url);
const {
  ARABIC_TEXTS,
  CMS_SCRIPT,
  GUARD_SCRIPT,
  buildConfig,
  editorArabicTexts,
  editorFiles,
  editorScript,
  guardScript,
} = await tsImport("./editorFiles.ts", import.meta.url);
const added = editorFiles(ROOT);
// Read and rewritten once (2 MB), not on every request.
const script = editorScript(ROOT);
const pageFiles = serveStatic(path.join(ROOT, "admin"), { index: ["index.html"], dotfiles: "ignore" });

const TYPES = { ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".woff2": "font/woff2" };
const send = (res, file, body) => {
  res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
};

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url, "http://localhost");
  if (!pathname.startsWith("/admin/")) {
    res.writeHead(302, { Location: "/admin/" }).end();
    return;
  }
  for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
  const file = pathname.slice("/admin/".length);
  if (file === CMS_SCRIPT) return send(res, file, script);
  if (file === ARABIC_TEXTS) return send(res, file, editorArabicTexts(ROOT));
  // Bundled again on each load of the page, so that a change to the content rules shows at once.
  if (file === GUARD_SCRIPT) {
    try {
      return send(res, file, guardScript(ROOT));
    } catch (error) {
      console.error(error.message);
      return res.writeHead(500, { "Content-Type": "text/plain" }).end(`${error.message}\n`);
    }
  }
  if (added[file]) return send(res, file, fs.readFileSync(added[file]));
  // The configuration as a build with this folder's settings (.env.development) would write it.
  const language = CMS_LANGUAGES.find((code) => cmsConfigFile(code) === `admin/${file}`);
  if (language) {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, cmsConfigFile(language)), "utf8"));
    return send(res, file, JSON.stringify(buildConfig(config, language, readBuildEnvironment(ROOT).values)));
  }
  req.url = pathname.slice("/admin".length);
  pageFiles(req, res, () => res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n"));
});

server.listen(PORT, "127.0.0.1", () => {
  console.log(`Content editor: http://localhost:${server.address().port}/admin/`);
  console.log(`Choose "Work with Local Repository" and pick ${ROOT}`);
});
