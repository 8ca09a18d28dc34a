import React, { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { DEFAULT_API_URL, fetchSchedulingLink } from "./fetchSchedulingLink";
import { askSchedulingFunction } from "./askSchedulingFunction";

export interface SchedulingLink {
  /** Where every "book a call" button leads. */
  url: string;
  /** True while the live link is being looked up. */
  loading: boolean;
  /** The catalogue message of the last failure, or null. */
  error: string | null;
}

export const SchedulingLinkContext = createContext<SchedulingLink | null>(null);

/**
 * How the live link is looked up, if at all:
 * - the public-token mode: Gatsby inlines GATSBY_* variables into the bundle at build time, so
 *   a token here is public, and the browser asks the provider itself (read on each call so
 *   tests can set it);
 * - the site's own function, which holds the token on the server (`live`: the build had
 *   CALENDLY_TOKEN, and SCHEDULING_LINK_LIVE is not false);
 * - neither: the link of the build is the link.
 */
const liveLookup = (live: boolean): (() => Promise<string | null>) | undefined => {
  const token = process.env.GATSBY_CALENDLY_TOKEN || "";
  if (token)
    return () => fetchSchedulingLink({ token, apiUrl: process.env.GATSBY_CALENDLY_API_URL || DEFAULT_API_URL });
  if (live) return askSchedulingFunction;
  return undefined;
};

// One request per page load, however often the provider mounts.
let pending: Promise<string | null> | undefined;
const loadOnce = (lookUp: () => Promise<string | null>) => (pending ??= lookUp());
export const forgetPendingLink = () => {
  pending = undefined;
};

export const SchedulingLinkProvider = ({ children }: { children: ReactNode }) => {
  // The link resolved during the build (CALENDLY_TOKEN), else site.json's default.
  const { schedulingLink } = useStaticQuery<Queries.SchedulingLinkQuery>(graphql`
    query SchedulingLink {
      schedulingLink {
        url
        live
      }
    }
  `);
  const { url: builtUrl, live } = schedulingLink;
  const [link, setLink] = useState<SchedulingLink>(() => ({
    url: builtUrl,
    loading: Boolean(liveLookup(live)),
    error: null,
  }));

  useEffect(() => {
    const lookUp = liveLookup(live);
    if (!lookUp) return;
    let current = true;
    loadOnce(lookUp).then(
      (url) => current && setLink({ url: url ?? builtUrl, loading: false, error: null }),
      (error: Error) => {
        if (!current) return;
        console.error(error.message);
        setLink({ url: builtUrl, loading: false, error: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [builtUrl, live]);

  return <SchedulingLinkContext.Provider value={link}>{children}</SchedulingLinkContext.Provider>;
};

export const useSchedulingLink = (): SchedulingLink => {
  const link = useContext(SchedulingLinkContext);
  if (!link) throw new Error("useSchedulingLink must be used inside <SchedulingLinkProvider>");
  return link;
};
