/**
 * The writing direction of the document's language ("rtl" for Arabic), for the few components
 * that must know it (BidiText); layout itself uses logical properties and needs none.
 */
import React, { createContext, useContext, type ReactNode } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { directionOf } from "./languages";

export type Direction = "ltr" | "rtl";

const DirectionContext = createContext<Direction>("ltr");

export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const { language } = useContext(I18nextContext);
  return <DirectionContext.Provider value={directionOf(language)}>{children}</DirectionContext.Provider>;
};

export const useDirection = (): Direction => useContext(DirectionContext);
