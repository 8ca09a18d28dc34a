import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/hydrateInSlices";
import { loadLinkedPagesWhenIdle } from "./src/loadLinkedPages";
import { keepScrollPositions } from "./src/navigation/scrollPositions";
import { keepFocusPerEntry, showingEntry } from "./src/navigation/focusPerEntry";
import {
  noticeInPageJumps,
  noticeScrolling,
  placeAfterNavigation,
  placeFirstPage,
  stopScrolling,
} from "./src/navigation/placeAfterNavigation";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/wrapElement";

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby still declares React 17's
// render signature there, while it calls the function as (element, container).
export const replaceHydrateFunction = () => hydrateInSlices;

export const onClientEntry = () => {
  keepScrollPositions();
  keepFocusPerEntry();
  noticeInPageJumps();
  noticeScrolling();
};

// A smooth scroll still running on the page being left never carries into the next one. (A jump
// within the page is its own smooth scroll, and the first page is still being placed by the
// browser: both left alone.)
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) stopScrolling();
};

// Each page shown by the router starts where a document load or the browser's own jump would
// put it (src/navigation/placeAfterNavigation.ts); Gatsby's own scrolling is not used.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) => {
  placeAfterNavigation(prevRouterProps?.location, routerProps.location);
  return false;
};

// After the first render and after every navigation, for the page shown (placed by then).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  showingEntry();
  if (!prevLocation) placeFirstPage();
  // A jump within the page shown changes nothing of it.
  if (prevLocation && prevLocation.pathname === location.pathname) return;
  loadLinkedPagesWhenIdle();
};
