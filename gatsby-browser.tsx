import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/hydrateInSlices";
import { layOutAllSections, layOutDeferredSections } from "./src/layout/layOutDeferredSections";
import { loadLinkedPagesWhenIdle } from "./src/loadLinkedPages";
import { yieldToBrowser } from "./src/yieldToBrowser";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/wrapElement";

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby still declares React 17's
// render signature there, while it calls the function as (element, container).
export const replaceHydrateFunction = () => hydrateInSlices;

// Gatsby starts (asks for the page's data, then hydrates) once onClientEntry has resolved,
// and it calls it in the task that evaluates the last bundle to arrive. Started in a task of
// its own, its work no longer adds to that one.
export const onClientEntry = yieldToBrowser;

// The router puts a new page at its top (or at the position Back returns to) with
// window.scrollTo, which the stylesheet's smooth scrolling would animate across the whole old
// page; a new page starts where it starts at once, as a document load does. Smooth scrolling
// stays for jumps within a page.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname)
    document.documentElement.style.scrollBehavior = "auto";
};

// Where the router will jump to a section or back to a saved position, every section is laid out
// first (the ones below the first screen skip layout until they come near it), so that the
// position it scrolls to is the real one and not a guess of their height.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps;
  // Gatsby answers [x, y], y undefined where nothing was saved.
  const saved = getSavedScrollPosition(location) as unknown as [number, number | undefined] | undefined;
  if (location.hash || saved?.[1]) layOutAllSections();
  return true;
};

// After the first render and after every navigation, for the page shown (the router has
// scrolled by then).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  document.documentElement.style.removeProperty("scroll-behavior");
  // A jump within the page shown changes nothing of it.
  if (prevLocation && prevLocation.pathname === location.pathname) return;
  layOutDeferredSections();
  loadLinkedPagesWhenIdle();
};
