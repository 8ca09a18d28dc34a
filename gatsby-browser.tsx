import "./src/styles/global.css";

export { wrapRootElement } from "./src/wrapElement";
