import React from "react";
import type { GatsbySSR } from "gatsby";
import { LANGUAGE_REDIRECT_SCRIPT } from "./src/i18n/preference";

export { wrapRootElement } from "./src/wrapElement";

/** The stored-language redirect has to run before the first paint, so it goes first in <head>. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />,
  ]);
};
