import "@fontsource-variable/inter/wght.css";
import "@fontsource/ibm-plex-sans-arabic/arabic-400.css";
import "@fontsource/ibm-plex-sans-arabic/arabic-700.css";
import "./src/styles/global.css";

export { wrapRootElement } from "./src/wrapElement";
