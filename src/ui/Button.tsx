import React, { type ButtonHTMLAttributes } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./buttonStyle";

/** A pill-shaped `<button>`; `className` only places it (see buttonStyle.ts). */
export const Button = ({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) => (
  <button type={type} className={`${buttonStyle({ variant, size })} ${className}`} {...props} />
);
