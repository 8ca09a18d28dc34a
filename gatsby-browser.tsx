import { hydrateInSlices } from "./src/hydrateInSlices";
import { layOutDeferredSections } from "./src/layout/layOutDeferredSections";
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

export const onInitialClientRender = () => layOutDeferredSections();

// Every internal link loads its page as a document (src/i18n/PageLink.tsx), so Gatsby's
// prefetching of page data and templates for client-side routes would fetch what is never used.
export const disableCorePrefetching = () => true;
