import React from "react";
import type { GatsbySSR } from "gatsby";
import { LANGUAGE_REDIRECT_SCRIPT } from "./src/i18n/preference";

export { wrapRootElement } from "./src/wrapElement";

const REDIRECT_KEY = "language-redirect";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key={REDIRECT_KEY} dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />]);
};

/** The stored-language redirect must run before any style or script loads, so it goes first. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as React.ReactElement[];
  const isRedirect = (component: React.ReactElement) => component?.key === REDIRECT_KEY;
  replaceHeadComponents([...components.filter(isRedirect), ...components.filter((c) => !isRedirect(c))]);
};
