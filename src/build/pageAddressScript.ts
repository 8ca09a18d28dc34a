import { DEFAULT_LANGUAGE } from "../i18n/languages";

/**
 * The inline head script that gives a page an address Gatsby's router can read, before any of
 * Gatsby's scripts runs:
 * - a page served under its file name gets its own address (`/ar/index.html?utm=1` →
 *   `/ar/?utm=1`): the router knows each page by its address, and under the file name it finds
 *   no page and shows the not-found page, or, for the landing page, a tree that does not match
 *   the HTML. Redirecting hosts (Cloudflare Pages, `npm run serve`) never send such an address.
 * - an address with a broken percent escape (`/ar/%E0`), which hosts answer with the not-found
 *   page, gets that page's own address (`/ar/404/`): the router decodes an address twice
 *   (Gatsby, then its router), and throws on it on the first link followed.
 * Plain ES5 in a string, with no "<" in it, so it can stand in a <script> as it is.
 */
export const PAGE_ADDRESS_SCRIPT =
  `(function(){try{var l=window.location,p=l.pathname.replace(/\\/index\\.html$/,"/");` +
  `try{decodeURIComponent(decodeURIComponent(p))}catch(e){var g=window.document.documentElement.lang;` +
  `p=(g===${JSON.stringify(DEFAULT_LANGUAGE)}?"":"/"+g)+"/404/"}` +
  `if(p!==l.pathname)window.history.replaceState(window.history.state,"",p+l.search+l.hash)}catch(e){}})();`;
