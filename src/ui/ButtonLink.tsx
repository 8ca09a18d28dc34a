import React, { type AnchorHTMLAttributes } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./buttonStyle";

/** A link that looks like a pill-shaped button; `className` only places it (see buttonStyle.ts). */
export const ButtonLink = ({
  variant,
  size,
  className = "",
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; size?: ButtonSize }) => (
  <a className={`${buttonStyle({ variant, size })} ${className}`} {...props}>
    {children}
  </a>
);
