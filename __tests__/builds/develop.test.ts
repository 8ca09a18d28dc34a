/**
 * @jest-environment node
 *
 * `gatsby develop` validates every edit of a data or locale file again: a problem prints
 * the build's message and the server keeps running. The page shows the edit as it is (the
 * nodes come from gatsby-transformer-json and gatsby-plugin-react-i18next, which cannot be
 * held back at the last good content); fixing the file shows the fix. Runs a real develop
 * server on a copy of the site.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import path from "path";
import { copyOfSite } from "../helpers/copyOfSite";

const PORT = 8134;

let dir: string;
let server: ChildProcess | undefined;
let output = "";

/**
 * Asks `ready` every 300 ms until it says yes. While the server recompiles, a page's data can be
 * briefly incomplete (no `result`); an answer that cannot be read counts as "not yet", and the
 * last such error is reported if the wait runs out.
 */
const waitFor = async (what: string, ready: () => boolean | Promise<boolean>, ms = 240_000) => {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await ready()) return;
    } catch (error) {
      lastError = error;
    }
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`develop server exited while waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const last = lastError ? `\nlast error: ${(lastError as Error).message}` : "";
  throw new Error(`timed out waiting for ${what}:${last}\n${output.slice(-3000)}`);
};

/** The Arabic FAQ answers the Arabic landing page currently shows (its page data). */
const arabicAnswers = async (): Promise<string[]> => {
  const response = await fetch(`http://127.0.0.1:${PORT}/page-data/ar/page-data.json`);
  const json = await response.json();
  return json.result.data.allFaq.nodes.map((faq: { answer: string }) => faq.answer);
};

/** The header texts of the Arabic landing page (its page data's locales). */
const arabicHeader = async () => {
  const response = await fetch(`http://127.0.0.1:${PORT}/page-data/ar/page-data.json`);
  const json = await response.json();
  const header = json.result.data.locales.edges.find((edge: { node: { ns: string } }) => edge.node.ns === "header");
  return JSON.parse(header.node.data);
};

const faqsFile = () => path.join(dir, "data", "faqs.json");
const writeFaqs = (change: (faqs: any[]) => void) => {
  const json = JSON.parse(fs.readFileSync(faqsFile(), "utf8"));
  change(json);
  fs.writeFileSync(faqsFile(), JSON.stringify(json, null, 2));
};

beforeAll(async () => {
  dir = copyOfSite("develop-");
  server = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(PORT)], {
    cwd: dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      NODE_ENV: "development",
      CALENDLY_TOKEN: "",
      GATSBY_CALENDLY_TOKEN: "",
    },
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  await waitFor("the develop server", async () => {
    try {
      return (await arabicAnswers()).length > 0;
    } catch {
      return false;
    }
  });
}, 300_000);

afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test("develop says that, with no token, every booking button opens the provider's home page, and how to fix it", () => {
  // Gatsby's reporter wraps long lines.
  const printed = output.replace(/\s+/g, " ");
  expect(printed).toContain(
    'Every "book a call" button opens https://calendly.com, the scheduling provider\'s home page',
  );
  expect(printed).toContain("set scheduling.defaultUrl to the company's own booking page");
});

test("an Arabic text emptied while develop runs is named in the terminal; the page shows the edit until it is fixed", async () => {
  const original: string = JSON.parse(fs.readFileSync(faqsFile(), "utf8"))[2].answer.ar;
  expect(await arabicAnswers()).toContain(original);

  const before = output.length;
  writeFaqs((faqs) => (faqs[2].answer.ar = ""));
  await waitFor("the message", () => output.slice(before).includes("Content validation failed"));
  expect(output.slice(before)).toContain(
    'data/faqs.json, item 2 (id "roi"), field "answer.ar": Arabic translation is empty',
  );
  expect(output.slice(before)).toContain("data/faqs.json: until it is fixed, the pages get this file as it is");
  // The server keeps running, and serves the edit as it is.
  await waitFor("the edit on the page", async () => (await arabicAnswers())[2] === "", 60_000);
  expect(server!.exitCode).toBeNull();

  const fixed = `${original} (مُحدَّث)`;
  const beforeFix = output.length;
  writeFaqs((faqs) => (faqs[2].answer.ar = fixed));
  await waitFor("the fix", () => output.slice(beforeFix).includes("Content is valid again"));
  await waitFor("the fixed text on the page", async () => (await arabicAnswers()).includes(fixed), 60_000);
}, 200_000);

test("a locale file edited into a problem is named in the terminal too; the page shows the edit until it is fixed", async () => {
  const file = path.join(dir, "locales", "ar", "header.json");
  const good = fs.readFileSync(file, "utf8");
  const mission: string = JSON.parse(good).nav.mission;
  expect((await arabicHeader()).nav.mission).toBe(mission);

  const before = output.length;
  const header = JSON.parse(good);
  delete header.nav.mission;
  fs.writeFileSync(file, JSON.stringify(header, null, 2));
  await waitFor("the message", () => output.slice(before).includes("Content validation failed"));
  expect(output.slice(before)).toContain(
    'locales/ar/header.json, key "nav.mission": missing translation (present in locales/en/header.json)',
  );
  await waitFor("the edit on the page", async () => (await arabicHeader()).nav?.mission === undefined, 60_000);
  expect(server!.exitCode).toBeNull();

  const beforeFix = output.length;
  const fixed = `${mission} (مُحدَّث)`;
  fs.writeFileSync(
    file,
    JSON.stringify({ ...JSON.parse(good), nav: { ...JSON.parse(good).nav, mission: fixed } }, null, 2),
  );
  await waitFor("the fix", () => output.slice(beforeFix).includes("Content is valid again"));
  await waitFor("the fixed text on the page", async () => (await arabicHeader()).nav?.mission === fixed, 60_000);
}, 120_000);

test("a data file that does not parse is named with line and column; the server keeps running and the page has none of it until it is fixed", async () => {
  const good = fs.readFileSync(faqsFile(), "utf8");
  const before = output.length;
  fs.writeFileSync(faqsFile(), good.replace('"timeline"', '"timeline",,'));
  await waitFor("the message", () => output.slice(before).includes("Content validation failed"));
  expect(output.slice(before)).toMatch(/data\/faqs\.json: not valid JSON \(line \d+, column \d+\)/);
  await waitFor("the page without the file's content", async () => (await arabicAnswers()).length === 0, 60_000);
  expect(server!.exitCode).toBeNull();

  const beforeFix = output.length;
  fs.writeFileSync(faqsFile(), good);
  await waitFor("the fix", () => output.slice(beforeFix).includes("Content is valid again"));
  await waitFor(
    "the content back on the page",
    async () => (await arabicAnswers()).length === JSON.parse(good).length,
    60_000,
  );
}, 120_000);
