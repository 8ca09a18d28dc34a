/**
 * Set on <html> by the head script on an address Gatsby's router cannot read: the page then stays
 * the static HTML it was served as, as without JavaScript (the bundles are not loaded, the
 * no-script style applies), and the address stays the one the visitor typed.
 */
export const UNREADABLE_ADDRESS = "data-unreadable-address";

/**
 * The inline head script that gives a page an address Gatsby's router can read, before any of
 * Gatsby's scripts runs (registered as the Gatsby override "page-address-before-router"):
 * - a page served under its file name gets its own address (`/ar/index.html?utm=1` →
 *   `/ar/?utm=1`): the router knows each page by its address, and under the file name it finds
 *   no page and shows the not-found page, or, for the landing page, a tree that does not match
 *   the HTML. Redirecting hosts (Cloudflare Pages, `npm run serve`) never send such an address.
 * - an address with a broken percent escape (`/ar/%E0`), which hosts answer with the not-found
 *   page, keeps it, and the page is marked UNREADABLE_ADDRESS: the router decodes an address
 *   twice (its history, then Gatsby's match of the not-found page's path) and throws on it.
 * Plain ES5 in a string, with no "<" in it, so it can stand in a <script> as it is.
 */
export const PAGE_ADDRESS_SCRIPT =
  `(function(){try{var l=window.location,p=l.pathname.replace(/\\/index\\.html$/,"/");` +
  `try{decodeURIComponent(decodeURIComponent(p))}catch(e){window.document.documentElement.setAttribute(${JSON.stringify(UNREADABLE_ADDRESS)},"");return}` +
  `if(p!==l.pathname)window.history.replaceState(window.history.state,"",p+l.search+l.hash)}catch(e){}})();`;
