/**
 * The one tree that both the server (gatsby-ssr) and the browser (gatsby-browser) render,
 * so the static HTML and the hydrated page match.
 */
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { SchedulingLinkProvider } from "./scheduling/SchedulingLinkProvider";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <SchedulingLinkProvider>{element}</SchedulingLinkProvider>
);
