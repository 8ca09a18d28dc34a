/**
 * @jest-environment node
 */
// public/ is what the host publishes: no source maps, no webpack.stats.json. Source maps are
// an explicit option (SOURCE_MAPS=true), kept outside public/.
import fs from "fs";
import os from "os";
import path from "path";
import { takePrivateFilesOutOfPublic } from "../../src/build/privateOutput";

let dir: string;
let publicDir: string;
const put = (file: string, content = "x") => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};
const listed = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
        .sort()
    : [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "output-"));
  publicDir = path.join(dir, "public");
  put("public/index.html");
  put("public/app-1234.js");
  put("public/app-1234.js.map", '{"sourcesContent":["// a comment"]}');
  put("public/component---src-templates-landing-page-tsx-99.js.map");
  put("public/styles.css.map");
  put("public/webpack.stats.json", '{"assetsByChunkName":{}}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("by default the maps are deleted and the stats file moves to the cache", () => {
  takePrivateFilesOutOfPublic(publicDir, { statsDir: path.join(dir, ".cache") });
  expect(listed(publicDir)).toEqual(["app-1234.js", "index.html"]);
  expect(fs.readFileSync(path.join(dir, ".cache", "webpack.stats.json"), "utf8")).toBe('{"assetsByChunkName":{}}');
  expect(fs.existsSync(path.join(dir, "source-maps"))).toBe(false);
});

test("with source maps asked for, they are kept outside public/", () => {
  put("source-maps/stale.js.map");
  takePrivateFilesOutOfPublic(publicDir, {
    statsDir: path.join(dir, ".cache"),
    sourceMapsDir: path.join(dir, "source-maps"),
  });
  expect(listed(publicDir)).toEqual(["app-1234.js", "index.html"]);
  expect(listed(path.join(dir, "source-maps"))).toEqual([
    "app-1234.js.map",
    "component---src-templates-landing-page-tsx-99.js.map",
    "styles.css.map",
  ]);
});

test("webpack writes maps only when SOURCE_MAPS=true, and then without a public sourceMappingURL", async () => {
  const { onCreateWebpackConfig } = await import("../../gatsby-node");
  const devtoolFor = (stage: string) => {
    const setWebpackConfig = jest.fn();
    const plugins = { banner: (options: object) => ({ banner: options }), define: (values: object) => ({ values }) };
    (onCreateWebpackConfig as (args: object) => unknown)({ stage, actions: { setWebpackConfig }, plugins });
    return setWebpackConfig.mock.calls.flatMap(([config]) => ("devtool" in config ? [config.devtool] : []));
  };
  try {
    delete process.env.SOURCE_MAPS;
    expect(devtoolFor("build-javascript")).toEqual([false]);
    process.env.SOURCE_MAPS = "true";
    expect(devtoolFor("build-javascript")).toEqual(["hidden-source-map"]);
    expect(devtoolFor("develop")).toEqual([]);
  } finally {
    delete process.env.SOURCE_MAPS;
  }
});
