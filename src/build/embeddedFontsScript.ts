/**
 * The inline head script, right after the @font-face rules (`<style id="font-faces">`), that
 * makes each embedded face (a data: URL, see FontFile.embedded) ready before the first layout.
 * A face in a CSS rule is decoded only once some text asks for it, and asynchronously: the
 * first layout would use the fallback, and the decoded face would then reflow the page (or,
 * with `optional`, be dropped for the visit). A FontFace built from the bytes themselves is
 * ready as soon as it exists, and, added after the rule's face, it is the one the browser
 * uses, so the rule's copy is never decoded. Without JavaScript the rules alone apply.
 * The bytes are decoded natively where the browser can (Uint8Array.fromBase64), which halves
 * the script's cost before the first paint; older browsers take the atob loop.
 * Plain ES5 in a string, with no "<" in it, so it can stand in an HTML <script> as it is.
 */
export const FONT_FACES_STYLE_ID = "font-faces";

export const EMBEDDED_FONTS_SCRIPT =
  `(function(){try{var rules=document.getElementById("${FONT_FACES_STYLE_ID}").sheet.cssRules;` +
  `for(var i=0;i!==rules.length;i++){var s=rules[i].style;var src=s&&s.getPropertyValue("src"),at=src?src.indexOf("base64,"):-1;if(at<0)continue;` +
  `var b64=src.slice(at+7,src.indexOf('"',at)),a;if(Uint8Array.fromBase64)a=Uint8Array.fromBase64(b64);` +
  `else{var b=atob(b64);a=new Uint8Array(b.length);for(var j=0;j!==b.length;j++)a[j]=b.charCodeAt(j)}` +
  `document.fonts.add(new FontFace(s.getPropertyValue("font-family").replace(/"/g,""),a,` +
  `{weight:s.getPropertyValue("font-weight"),unicodeRange:s.getPropertyValue("unicode-range"),display:"block"}))}}catch(e){}})();`;
