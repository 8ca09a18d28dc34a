/**
 * The trees that both the server (gatsby-ssr) and the browser (gatsby-browser) render, so the
 * static HTML and the hydrated page match. The root holds what outlives a navigation (the booking
 * link, asked once per visit). The frame (PageFrame: header, footer, background, Cookie Settings)
 * is around the page element, which Gatsby mounts anew for each path, so it stays mounted.
 */
import React, { type ReactElement } from "react";
import type { PageProps } from "gatsby";
import type { PageContext } from "gatsby-plugin-react-i18next/dist/types";
import { SchedulingLinkProvider } from "../scheduling/SchedulingLinkProvider";
import { DirectionProvider } from "../i18n/DirectionProvider";
import { SamePageOnHashChange } from "./SamePageOnHashChange";
import { PageFrame } from "../layout/PageFrame";

export const wrapRootElement = ({ element }: { element: ReactElement }) => (
  <SchedulingLinkProvider>{element}</SchedulingLinkProvider>
);

export const wrapPageElement = ({
  element,
  props,
}: {
  element: ReactElement;
  props: PageProps<unknown, PageContext>;
}) => (
  <DirectionProvider language={props.pageContext.language}>
    <SamePageOnHashChange pathname={props.location.pathname} data={props.data} pageContext={props.pageContext}>
      <PageFrame data={props.data} pageContext={props.pageContext} pathname={props.location.pathname}>
        {element}
      </PageFrame>
    </SamePageOnHashChange>
  </DirectionProvider>
);
