import React, { forwardRef, useContext, type AnchorHTMLAttributes } from "react";
import { I18nextContext, Link } from "gatsby-plugin-react-i18next";
import { pathInLanguage } from "./paths";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The path in the default language, "/privacy-policy/" or "/#process". */
  to: string;
};

/**
 * A link to a page of the site in the page's own language (`to="/privacy-policy/"` leads to
 * /ar/privacy-policy/ on an Arabic page): gatsby-plugin-react-i18next's Link, so Gatsby's
 * router follows it without a new document and prefetches the page's data beforehand.
 * A link to a fragment of the page shown stays a plain anchor: the browser's own jump moves
 * the keyboard's starting point to the section, which the router's scrolling does not.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ to, children, ...props }, ref) => {
  const { language, originalPath } = useContext(I18nextContext);
  const [path, hash] = to.split("#");
  if (hash !== undefined && path === originalPath)
    return (
      <a {...props} ref={ref} href={`${pathInLanguage(path, language)}#${hash}`}>
        {children}
      </a>
    );
  // Cast: the plugin's declared props list attributes that @types/react 18.3 no longer has.
  const linkProps = { ...props, to, children } as Parameters<typeof Link>[0];
  return <Link {...linkProps} ref={ref} />;
});
PageLink.displayName = "PageLink";
