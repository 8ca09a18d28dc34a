import React, { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { Link } from "gatsby-plugin-react-i18next";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The path in the default language, "/privacy-policy/" or "/#process". */
  to: string;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * gatsby-plugin-react-i18next's language-aware link (`to="/privacy-policy/"` leads to
 * /ar/privacy-policy/ on an Arabic page), followed as the browser follows a plain link.
 * Gatsby's Link would route on the client (its router's Link does so even with a `target`),
 * but each page's head carries what that page needs before any script (its language's
 * fonts, <html lang dir>, the inline scripts), and an in-page #link keeps the browser's own
 * jump and focus. So a plain click is handed back to the browser's navigation; a click the
 * caller has handled (preventDefault) or one with a modifier key is left alone.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ onClick, ...props }, ref) => {
  const followAsDocument = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    // After React has committed what the click changed (a menu closing), as the browser's
    // own navigation would come after it.
    const { href } = event.currentTarget;
    queueMicrotask(() => window.location.assign(href));
  };
  // Cast: the plugin's declared props list attributes that @types/react 18.3 no longer has.
  const linkProps = { ...props, onClick: followAsDocument } as Parameters<typeof Link>[0];
  return <Link {...linkProps} ref={ref} />;
});
PageLink.displayName = "PageLink";
