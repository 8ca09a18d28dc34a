import React, { memo, type ReactNode } from "react";

interface SamePageProps {
  pathname: string;
  data: unknown;
  pageContext: unknown;
  children: ReactNode;
}

/**
 * Gatsby's router hands every page new props on each history entry, an in-page #link
 * included, and React would then render the whole page again for the same output: a long
 * task after the tap on a phone, before the jump is painted. Nothing on
 * these pages reads the fragment, so the page renders again only for another path or
 * other data.
 */
const Page = ({ children }: SamePageProps) => <>{children}</>;

export const SamePageOnHashChange = memo(
  Page,
  (previous, next) =>
    previous.pathname === next.pathname && previous.data === next.data && previous.pageContext === next.pageContext,
);
