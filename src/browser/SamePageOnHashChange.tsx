import React, { memo, type ReactNode } from "react";

interface SamePageProps {
  pathname: string;
  data: unknown;
  pageContext: unknown;
  children: ReactNode;
}

/**
 * Gatsby's router gives the page new props on each history entry, an in-page #link included:
 * React rendered the whole page again, a long task after the tap on a phone. Nothing on these
 * pages reads the fragment, so the page renders again only for another path or other data.
 */
const Page = ({ children }: SamePageProps) => <>{children}</>;
export const SamePageOnHashChange = memo(
  Page,
  (previous, next) =>
    previous.pathname === next.pathname && previous.data === next.data && previous.pageContext === next.pageContext,
);
