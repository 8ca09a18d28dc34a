/**
 * Build time only. Gatsby ends every page with `<script src async>` tags for its bundles.
 * The browser's preload scanner finds them while the HTML is still arriving, so on a slow
 * link they share the connection with the fonts and images the first paint needs, and
 * delay it. The page's text and styles are all in the HTML: the scripts only hydrate it.
 * So the tags are replaced by one inline script that adds them once the first frame with
 * content has been shown: the browser reports that as the "first-contentful-paint" entry.
 * (Not the "first-paint" entry: that can be the page's background alone, drawn while the body
 * is still being parsed, well before its text on a slow phone. Nor an animation frame: it
 * runs before the frame is drawn and shown.)
 * A browser without paint entries adds them after the first animation frame. A browser may
 * report paint entries and never this one (a page that never paints content, a browser that
 * reports only some entries), so the bundles also start after a time limit, or at the
 * visitor's first input (a tap or a key), whichever comes first: the page always hydrates.
 * An address the router cannot read (pageAddressScript.ts) loads no bundle: the page stays static.
 */
import { UNREADABLE_ADDRESS } from "./pageAddressScript";

/** From the loader's run, at the end of the body: the first contentful paint comes within a few frames. */
export const HYDRATION_TIME_LIMIT_MS = 1000;
const INPUT_EVENTS = ["pointerdown", "touchstart", "keydown"];
export const SCRIPT_TAG = /<script src="([^"]+)" async(?:="")?><\/script>/g;

export const loadScriptsAfterFirstPaint = (html: string): string => {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var started=false,limit;function start(){if(started||document.documentElement.hasAttribute(${JSON.stringify(UNREADABLE_ADDRESS)}))return;started=true;clearTimeout(limit);${JSON.stringify(sources)}.forEach(function(src){` +
    `var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}` +
    `limit=setTimeout(start,${HYDRATION_TIME_LIMIT_MS});` +
    `if(window.addEventListener)${JSON.stringify(INPUT_EVENTS)}.forEach(function(type){window.addEventListener(type,start,{capture:true,once:true,passive:true})});` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf("paint")>-1)new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();setTimeout(start)}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(start)})})()</script>`;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return loader;
  });
};
