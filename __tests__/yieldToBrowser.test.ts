// Gatsby's start-up waits for onClientEntry; it must continue in a new task, not in the
// microtasks of the one that evaluated the last bundle.
import { onClientEntry } from "../gatsby-browser";

afterEach(() => jest.useRealTimers());

test("onClientEntry resolves only in a later task", async () => {
  jest.useFakeTimers();
  let resolved = false;
  void onClientEntry().then(() => {
    resolved = true;
  });
  // Every microtask of the current task runs first…
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(resolved).toBe(false);
  // …and the start-up goes on once the timer task has run.
  jest.runOnlyPendingTimers();
  await Promise.resolve();
  expect(resolved).toBe(true);
});
