// The bench's second page, the part that runs in the visitor's document: a probe added to every
// document of a journey before the site's scripts, which records the tap and the moment the next
// page's heading is drawn (scripts/bench-second-page.mjs drives the journeys).
//
// Two readings per run, taken independently:
// - "element timing": the heading gets an `elementtiming` attribute as soon as it is in the
//   DOM; the entry's renderTime is when the frame that first painted it was presented. Where
//   that first paint was out of view (a section's heading before the scroll to it, or a new
//   page rendered at the old page's scroll position), a one-character marker added in the
//   frame that first shows the heading in view gives that frame's presentation instead.
// - "frames": a requestAnimationFrame loop finds the first frame in which the heading is in the
//   DOM, in view and visible; the next frame's start is after that frame was laid out, not
//   necessarily presented, so it may read earlier.
// Chromium's figure is the element timing one. Firefox has no Element Timing: its figure is the
// frames one.
/* global document, window, location, history, innerHeight, addEventListener, requestAnimationFrame, MutationObserver --
   the probe runs in the page */

/**
 * Runs in every document of a journey, before the site's scripts (it is serialized into the
 * page: everything it uses is inside it).
 */
export const probe = ({ pathname, heading, back }) => {
  const KEY = "bench-second-page";
  const abs = (time) => performance.timeOrigin + time;
  const state = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state));
  // Headings that were there before the tap are the old page's (a client-side navigation
  // keeps the document).
  const before = new WeakSet();
  const isTarget = (element) =>
    !before.has(element) && element.isConnected && element.matches(heading) && location.pathname === pathname;

  state.elementTiming = PerformanceObserver.supportedEntryTypes.includes("element");
  save();
  new MutationObserver(() => {
    for (const element of document.querySelectorAll(heading))
      if (!element.hasAttribute("elementtiming")) element.setAttribute("elementtiming", "bench-heading");
  }).observe(document, { childList: true, subtree: true });
  if (state.elementTiming)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const drawnAt = abs(entry.renderTime || entry.loadTime);
        if (state.tap === undefined || drawnAt < state.tap) continue;
        if (entry.identifier === "bench-marker") state.markerDrawn ??= drawnAt;
        else if (!state.drawn && isTarget(entry.element))
          state.drawn = { at: drawnAt, inView: entry.intersectionRect.height > 0 };
        save();
      }
    }).observe({ type: "element", buffered: true });

  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
    );
  };
  const watchFrames = () => {
    let foundAt;
    const frame = (time) => {
      if (foundAt !== undefined) {
        state.frames = { found: abs(foundAt), next: abs(time) };
        save();
        return;
      }
      if ([...document.querySelectorAll(heading)].some((element) => isTarget(element) && inView(element))) {
        foundAt = time;
        // Element Timing reports a heading's first paint only, which may be out of view (a
        // section's, before the scroll to it). A one-character marker added in this frame is
        // painted in this frame too: its entry tells when the frame that first shows the heading
        // in view was presented.
        if (state.elementTiming) {
          const marker = document.createElement("span");
          marker.textContent = ".";
          marker.setAttribute("elementtiming", "bench-marker");
          marker.setAttribute("aria-hidden", "true");
          marker.style.cssText =
            "position:fixed;top:0;left:0;font-size:4px;line-height:1;color:#888;pointer-events:none;z-index:2147483647";
          document.body.append(marker);
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  // A document loaded by the tap: its frames are watched from the start.
  if (state.tap !== undefined && !state.frames) watchFrames();

  // Back: from window.benchBack() to the first frame that shows the tapped link again, in view
  // on the page it was on (the next frame's start, as the frames reading).
  const watchBack = () => {
    let foundAt;
    const frame = (time) => {
      if (foundAt !== undefined) {
        state.backDrawn = abs(time);
        save();
        return;
      }
      const link = document.querySelector(back.link);
      if (location.pathname === back.pathname && link && inView(link)) foundAt = time;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.benchBack = () => {
    state.backAt = abs(performance.now());
    save();
    history.back();
  };
  if (back) {
    // The same document (Gatsby's router), one restored from the back/forward cache (its state
    // is read again: the Back was started in another document), or one loaded again.
    addEventListener("popstate", () => state.backAt !== undefined && !state.backDrawn && watchBack());
    addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      Object.assign(state, JSON.parse(sessionStorage.getItem(KEY) ?? "{}"));
      if (state.backAt !== undefined && !state.backDrawn) watchBack();
    });
    if (state.backAt !== undefined && !state.backDrawn) watchBack();
  }
  addEventListener(
    "pointerdown",
    (event) => {
      if (!window.benchArmed) return;
      window.benchArmed = false;
      for (const element of document.querySelectorAll(heading)) before.add(element);
      state.tap = abs(event.timeStamp);
      save();
      watchFrames();
    },
    { capture: true },
  );
};
