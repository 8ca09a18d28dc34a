import { hydrateInSlices } from "./src/hydrateInSlices";
import { layOutDeferredSections } from "./src/layout/layOutDeferredSections";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/wrapElement";

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby still declares React 17's
// render signature there, while it calls the function as (element, container).
export const replaceHydrateFunction = () => hydrateInSlices;

export const onInitialClientRender = () => layOutDeferredSections();
