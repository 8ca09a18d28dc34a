// Builds the variants the browser tests run against:
//   .e2e/build-time  CALENDLY_TOKEN: the link is resolved during the build (double on a spare port),
//                    and the compiled Gatsby Function goes to .e2e/build-time-functions. Built
//                    with what an editor may add that the code takes as it is: a sixth FAQ, a
//                    fourth testimonial rated 4 and a third language (German, as
//                    docs/recipes/add-a-language.md adds one), which the content-ranges and
//                    third-language specs read (served on a port of its own)
//   .e2e/runtime     GATSBY_CALENDLY_TOKEN: the browser fetches the link from the test double
//   public/          no token: the default link
// All three are built one after another in one copy of the site (BUILD_FOLDER), so that the
// second and third reuse the first one's webpack cache: a build in another folder cannot, as the
// cache records absolute paths. The copy's .cache stays for the next run, and for the editor's
// day (e2e/admin-day.spec.ts), whose clean clone builds there as a host builds, with its cache.
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { require as requireTs } from "tsx/cjs/api";
import { startCalendlyDouble } from "./calendly-double.mjs";

// (Loaded as CommonJS, the modules they are, so that their __dirname is their own folder.)
const { BUILD_FOLDER, copySiteInto } = requireTs("../__tests__/helpers/copyOfSite.ts", import.meta.url);
const { addGerman } = requireTs("../__tests__/helpers/addLanguage.ts", import.meta.url);

const {
  runtime: RUNTIME,
  buildTime: BUILD_TIME,
  contentRanges: CONTENT_RANGES,
} = JSON.parse(fs.readFileSync(new URL("./e2e-config.json", import.meta.url), "utf8"));

// Builds run as child processes without blocking this one, which serves the test double; each
// build's public/ is then copied to its target.
const build = async (env, target, cwd) => {
  console.log(`\n== Building ${target} ==`);
  const child = spawn("npm", ["run", "build"], {
    cwd,
    stdio: "inherit",
    env: {
      ...process.env,
      CALENDLY_TOKEN: "",
      GATSBY_CALENDLY_TOKEN: "",
      ALLOW_PUBLIC_CALENDLY_TOKEN: "",
      CALENDLY_REQUIRED: "",
      // The pages' HTML rendered in the build's own process: on two cores, Gatsby's worker
      // processes cost more to start than this site's twelve pages take to render (2 s a build).
      GATSBY_CPU_COUNT: "1",
      ...env,
    },
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`build of ${target} failed with exit code ${code}`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(cwd, "public"), target, { recursive: true });
};

const dir = copySiteInto(BUILD_FOLDER, { keepCache: true });

// The build-time mode, from the copy with an editor's additions. The scheduling specs read only
// English and Arabic pages and count no FAQ or testimonial, so it serves them too.
const add = (file, item) => {
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  json.push(item);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
};
add("data/faqs.json", CONTENT_RANGES.faq);
add("data/testimonials.json", CONTENT_RANGES.testimonial);
addGerman(dir);
// A file an earlier build left behind (an old bundle, a removed page) must not ship: the
// third-language spec looks for it.
fs.mkdirSync(path.join(dir, "public"), { recursive: true });
fs.writeFileSync(path.join(dir, "public", "left-by-an-earlier-build.js"), "old");
const sources = () =>
  fs
    .readdirSync(path.join(dir, "src"), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => fs.readFileSync(path.join(file.parentPath, file.name), "utf8"))
    .join("\0");
const sourcesBefore = sources();
const double = await startCalendlyDouble({ port: BUILD_TIME.port, token: BUILD_TIME.token });
try {
  await build({ CALENDLY_TOKEN: BUILD_TIME.token, CALENDLY_API_URL: double.apiUrl }, ".e2e/build-time", dir);
} finally {
  await double.close();
}
// A language is data: the build took German without a source file written for it (the GraphQL
// types it generates are the same, as every language's fields are).
if (sources() !== sourcesBefore) throw new Error("the build of a copy with a third language changed its src/");
// Kept to show that the token was not compiled into the function either.
fs.rmSync(".e2e/build-time-functions", { recursive: true, force: true });
fs.cpSync(path.join(dir, ".cache", "functions"), ".e2e/build-time-functions", { recursive: true });

// The site's own content again, for the other two.
copySiteInto(dir, { keepCache: true });

// The run-time mode publishes its token: the build asks for that to be chosen explicitly.
await build(
  {
    GATSBY_CALENDLY_TOKEN: RUNTIME.token,
    ALLOW_PUBLIC_CALENDLY_TOKEN: "true",
    GATSBY_CALENDLY_API_URL: RUNTIME.apiUrl,
  },
  ".e2e/runtime",
  dir,
);

await build({}, "public", dir);
// The GraphQL types each build writes (graphqlTypegen) are committed, for the type check that
// runs before any build: if the plain build writes others, the committed ones are stale.
const TYPES = "types/gatsby-types.d.ts";
if (fs.readFileSync(path.join(dir, TYPES), "utf8") !== fs.readFileSync(TYPES, "utf8")) {
  throw new Error(
    `${TYPES} is not the one the build generates (it was stale): commit the file as the build wrote it (${path.join(dir, TYPES)}).`,
  );
}
