import React, { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { DEFAULT_API_URL, fetchSchedulingLink } from "./fetchSchedulingLink";

export interface SchedulingLink {
  /** Where every "book a call" button leads. */
  url: string;
  /** True while the link is being fetched from the provider. */
  loading: boolean;
  /** The catalogue message of the last failure, or null. */
  error: string | null;
}

export const SchedulingLinkContext = createContext<SchedulingLink | null>(null);

/**
 * The run-time mode: Gatsby inlines GATSBY_* variables into the bundle at build time, so a
 * token here is public. Read on each call so tests can set it.
 */
const runtimeConfig = () => ({
  token: process.env.GATSBY_CALENDLY_TOKEN || "",
  apiUrl: process.env.GATSBY_CALENDLY_API_URL || DEFAULT_API_URL,
});

// One request per page load, however often the provider mounts.
let pending: Promise<string> | undefined;
const loadOnce = (token: string, apiUrl: string) => (pending ??= fetchSchedulingLink({ token, apiUrl }));
export const forgetPendingLink = () => {
  pending = undefined;
};

export const SchedulingLinkProvider = ({ children }: { children: ReactNode }) => {
  // The link resolved during the build (CALENDLY_TOKEN), else site.json's default.
  const { schedulingLink } = useStaticQuery<Queries.SchedulingLinkQuery>(graphql`
    query SchedulingLink {
      schedulingLink {
        url
      }
    }
  `);
  const builtUrl = schedulingLink.url;
  const [link, setLink] = useState<SchedulingLink>(() => ({
    url: builtUrl,
    loading: Boolean(runtimeConfig().token),
    error: null,
  }));

  useEffect(() => {
    const { token, apiUrl } = runtimeConfig();
    if (!token) return;
    let current = true;
    loadOnce(token, apiUrl).then(
      (url) => current && setLink({ url, loading: false, error: null }),
      (error: Error) => {
        if (!current) return;
        console.error(error.message);
        setLink({ url: builtUrl, loading: false, error: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [builtUrl]);

  return <SchedulingLinkContext.Provider value={link}>{children}</SchedulingLinkContext.Provider>;
};

export const useSchedulingLink = (): SchedulingLink => {
  const link = useContext(SchedulingLinkContext);
  if (!link) throw new Error("useSchedulingLink must be used inside <SchedulingLinkProvider>");
  return link;
};
