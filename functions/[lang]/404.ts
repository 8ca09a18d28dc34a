// /ar/404 and /ar/404/ (and every other language's): see functions/404.ts.
export { onRequest } from "../404";
