import React, { useEffect, useRef, useState } from "react";

/**
 * Tells a screen reader which page a navigation by Gatsby's router has opened, as a document
 * load does with its title: the new page's main heading, read out once the page is shown. It
 * sits in the page's own language (Gatsby's announcer, hidden in gatsby-ssr, says "Navigated
 * to …" in English on every page). Empty on the first page: the browser announces a loaded
 * document itself.
 */
export const PageAnnouncer = ({ pathname }: { pathname: string }) => {
  const [announcement, setAnnouncement] = useState("");
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setAnnouncement(document.querySelector("main h1")?.textContent ?? document.title);
  }, [pathname]);
  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {announcement}
    </div>
  );
};
