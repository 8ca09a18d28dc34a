/**
 * The save hook on Sveltia's preSave and postSave events (src/editor/saveHook.ts), with Sveltia and
 * the project replaced by stand-ins: what happens after Sveltia committed the entry.
 */
import path from "path";
import { TextEncoder } from "util";
import { registerSaveHook, type Project } from "../../src/editor/saveHook";
import { readProject } from "../../src/content/projectFiles";

const ROOT = path.join(__dirname, "..", "..");
const POLICY = "data/legal/privacy-policy.json";
// What the browser has and the test's stand-in for it (jsdom) lacks: for the texts' fingerprints and the form's choices.
Object.assign(globalThis, { TextEncoder, structuredClone: (value: unknown) => JSON.parse(JSON.stringify(value)) });

/** Sveltia's entry: an Immutable.js map as preSave gets it. */
const entryOf = (value: object) => ({ toJS: () => value, set: () => entryOf(value) }) as never;

test("a record that cannot be written after Sveltia's commit is told as what it is: the entry saved, the record not, how to retry", async () => {
  jest.useFakeTimers({ now: new Date("2027-03-15T10:00:00Z"), doNotFake: ["queueMicrotask", "nextTick"] });
  const handlers: Record<string, (args: { entry: never }) => unknown> = {};
  const files = readProject(ROOT);
  const project: Project = {
    read: async () => files,
    write: async () => {
      throw new Error("GitHub answered 502");
    },
  };
  const told: unknown[] = [];
  registerSaveHook({
    cms: { registerEventListener: ({ name, handler }) => (handlers[name] = handler) },
    project: async () => project,
    rootList: () => undefined,
    message: (refusals) => refusals.map(({ message }) => message).join(" "),
    redated: () => told.push("redated"),
    notWritten: (written, reason) => told.push({ written, reason }),
  });
  const page = JSON.parse(files[POLICY]);
  page.intro.en[0] += " We review this policy every year.";
  page.lastUpdated.en = "2027-03";
  await handlers.preSave({ entry: entryOf({ path: POLICY, data: page, i18n: {} }) });
  // Sveltia has committed the entry; its postSave then must not fail the save.
  await expect(handlers.postSave({ entry: entryOf({}) })).resolves.toBeUndefined();
  expect(told).toEqual([{ written: ["legal-dates.lock.json"], reason: "GitHub answered 502" }]);
  jest.useRealTimers();
});
