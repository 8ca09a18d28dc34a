import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/browser/hydrateInSlices";
import { loadLinkedPagesWhenIdle } from "./src/browser/loadLinkedPages";
import { keepFocusOf } from "./src/navigation/focus";
import * as scroll from "./src/navigation/placeAfterNavigation";
import { keepTitle } from "./src/navigation/keepTitle";
import { smoothJumpsFromLinks } from "./src/navigation/smoothJumps";

import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/browser/wrapElement";

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby still declares React 17's
// render signature there, while it calls the function as (element, container).
export const replaceHydrateFunction = () => hydrateInSlices;

export const onClientEntry = () => {
  scroll.keyEveryEntry();
  smoothJumpsFromLinks();
};

// Before the page shown goes: its title, and, for another page, its place and focus.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  keepTitle();
  if (!prevLocation || prevLocation.pathname === location.pathname) return;
  scroll.keepPlaceOf(prevLocation as scroll.RouterLocation);
  keepFocusOf(String((prevLocation as scroll.RouterLocation).key));
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = (args) =>
  scroll.placeAfterNavigation(args as unknown as scroll.ScrollArgs);

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  scroll.showingEntry(location);
  // A jump within the page shown changes nothing of it.
  if (prevLocation && prevLocation.pathname === location.pathname) return;
  loadLinkedPagesWhenIdle();
};
