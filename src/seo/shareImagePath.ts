import type { Language } from "../i18n/languages";

/** Where the build writes each language's social share image (see shareImages.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630 };
export const shareImagePath = (language: Language) => `/share/${language}.png`;
