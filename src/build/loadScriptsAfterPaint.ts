/**
 * Build time only. Gatsby ends every page with `<script src async>` tags for its bundles.
 * The browser's preload scanner finds them while the HTML is still arriving, so on a slow
 * link they share the connection with the fonts and images the first paint needs, and
 * delay it. The page's text and styles are all in the HTML: the scripts only hydrate it.
 * So the tags are replaced by one inline script that adds them right after the first paint
 * (a timer set from an animation frame runs once that frame is painted).
 */
const SCRIPT_TAG = /<script src="([^"]+)" async(?:="")?><\/script>/g;

export const loadScriptsAfterFirstPaint = (html: string): string => {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    `var script=document.createElement("script");script.src=src;document.body.appendChild(script)})})})</script>`;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return loader;
  });
};
