// Builds the three variants the browser tests run against:
//   .e2e/runtime     GATSBY_CALENDLY_TOKEN: the browser fetches the link from the test double
//   .e2e/build-time  CALENDLY_TOKEN: the link is resolved during the build (double on a spare port)
//   public/          no token: the default link (built last, so public/ is the plain site)
import { spawn } from "child_process";
import fs from "fs";
import { startCalendlyDouble } from "./calendly-double.mjs";

const { runtime: RUNTIME, buildTime: BUILD_TIME } = JSON.parse(fs.readFileSync(new URL("./e2e-config.json", import.meta.url), "utf8"));

// Builds run as child processes without blocking this one, which serves the test double.
const build = async (env, target) => {
  console.log(`\n== Building ${target ?? "public/"} ==`);
  const child = spawn("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, CALENDLY_TOKEN: "", GATSBY_CALENDLY_TOKEN: "", ALLOW_PUBLIC_CALENDLY_TOKEN: "", CALENDLY_REQUIRED: "", ...env },
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`build of ${target ?? "public/"} failed with exit code ${code}`);
  if (target) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync("public", target, { recursive: true });
  }
};

// The run-time mode publishes its token: the build asks for that to be chosen explicitly.
await build({ GATSBY_CALENDLY_TOKEN: RUNTIME.token, ALLOW_PUBLIC_CALENDLY_TOKEN: "true", GATSBY_CALENDLY_API_URL: RUNTIME.apiUrl }, ".e2e/runtime");

const double = await startCalendlyDouble({ port: BUILD_TIME.port, token: BUILD_TIME.token });
try {
  await build({ CALENDLY_TOKEN: BUILD_TIME.token, CALENDLY_API_URL: double.apiUrl }, ".e2e/build-time");
} finally {
  await double.close();
}

await build({});
