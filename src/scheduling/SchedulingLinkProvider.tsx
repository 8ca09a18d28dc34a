import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";

export interface SchedulingLink {
  /** Where every "book a call" button leads. */
  url: string;
  /** True while the link is being fetched from the provider. */
  loading: boolean;
  /** The catalogue message of the last failure, or null. */
  error: string | null;
}

export const SchedulingLinkContext = createContext<SchedulingLink | null>(null);

export const SchedulingLinkProvider = ({ children }: { children: ReactNode }) => {
  const data = useStaticQuery<{ siteContent: { scheduling: { defaultUrl: string } } }>(graphql`
    query SchedulingDefaults {
      siteContent {
        scheduling {
          defaultUrl
        }
      }
    }
  `);
  const value = useMemo<SchedulingLink>(
    () => ({ url: data.siteContent.scheduling.defaultUrl, loading: false, error: null }),
    [data.siteContent.scheduling.defaultUrl],
  );
  return <SchedulingLinkContext.Provider value={value}>{children}</SchedulingLinkContext.Provider>;
};

export const useSchedulingLink = (): SchedulingLink => {
  const link = useContext(SchedulingLinkContext);
  if (!link) throw new Error("useSchedulingLink must be used inside <SchedulingLinkProvider>");
  return link;
};
