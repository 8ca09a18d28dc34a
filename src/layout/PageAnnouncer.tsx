import React, { useEffect, useRef, useState } from "react";

/**
 * Reads out the page Gatsby's router has opened, by its main heading, in the page's language
 * (Gatsby's announcer, hidden in gatsby-ssr, says "Navigated to …" in English). Empty on the
 * first page, which the browser announces itself.
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
