import React, { forwardRef, type AnchorHTMLAttributes } from "react";
import { Link } from "gatsby-plugin-react-i18next";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> & {
  /** The path in the default language, "/privacy-policy/" or "/#process". */
  to: string;
  /**
   * For a link whose click the page always handles itself (calling preventDefault), so that
   * it needs no `target`: the href serves only without JavaScript.
   */
  clickHandled?: boolean;
};

/**
 * gatsby-plugin-react-i18next's language-aware link (`to="/privacy-policy/"` leads to
 * /ar/privacy-policy/ on an Arabic page), loading the page as a document: with a `target`,
 * Gatsby's Link leaves the click to the browser. Each page's head carries what that page
 * needs before any script (its language's fonts, <html lang dir>, the inline scripts), and an
 * in-page #link keeps the browser's own jump and focus, with or without JavaScript.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ clickHandled = false, ...props }, ref) => {
  // Cast: the plugin's declared props list attributes that @types/react 18.3 no longer has.
  const linkProps = (clickHandled ? props : { ...props, target: "_self" }) as Parameters<typeof Link>[0];
  return <Link {...linkProps} ref={ref} />;
});
PageLink.displayName = "PageLink";
