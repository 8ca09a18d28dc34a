/**
 * The writing direction of the page's language ("rtl" for Arabic), for the few components
 * that must know it (BidiText); layout itself uses logical properties and needs none.
 * gatsby-browser gives each page its direction from the language gatsby-plugin-react-i18next
 * put in the page's context, the one the plugin's own context is made of.
 */
import React, { createContext, useContext, type ReactNode } from "react";
import { directionOf, type Language } from "./languages";

export type Direction = "ltr" | "rtl";

const DirectionContext = createContext<Direction>("ltr");

export const DirectionProvider = ({ language, children }: { language: Language; children: ReactNode }) => (
  <DirectionContext.Provider value={directionOf(language)}>{children}</DirectionContext.Provider>
);

export const useDirection = (): Direction => useContext(DirectionContext);
