import React, { type ReactNode } from "react";
import type { PageContext } from "gatsby-plugin-react-i18next/dist/types";
import type { LocalesData } from "../i18n/localeData";
import { FrameTranslations } from "./FrameTranslations";
import { Layout } from "./Layout";

type FrameData = Queries.LayoutDataFragment & { locales: LocalesData };

/** Every page of the site queries the frame's data (`...LayoutData ...Locales`); Gatsby's own pages in development do not. */
const hasFrameData = (data: unknown): data is FrameData =>
  typeof data === "object" && data !== null && "siteContent" in data && "locales" in data;

/** The frame around a page (Layout), with the texts it needs, from the page's data. */
export const PageFrame = ({
  data,
  pageContext,
  pathname,
  children,
}: {
  data: unknown;
  pageContext: PageContext;
  pathname: string;
  children: ReactNode;
}) =>
  hasFrameData(data) ? (
    <FrameTranslations pageContext={pageContext} locales={data.locales}>
      <Layout data={data} pathname={pathname}>
        {children}
      </Layout>
    </FrameTranslations>
  ) : (
    <>{children}</>
  );
