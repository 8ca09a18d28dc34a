/**
 * The look of every pill-shaped button and button-like link. Callers choose a variant and a
 * size; a `className` they add may only place the button (margins, position), never change
 * its look: two Tailwind classes for the same property apply in stylesheet order, not in
 * the order they are written, so an override would silently lose (text-base under text-sm).
 */
export type ButtonVariant = "solid" | "outline";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  solid:
    "bg-brand-500 text-ink-950 shadow-lg shadow-brand-500/20 hover:bg-brand-400 disabled:cursor-not-allowed disabled:bg-white/10 disabled:text-slate-300 disabled:shadow-none",
  outline: "border border-brand-400/60 text-brand-300 hover:bg-brand-500/10",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-5 py-2.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-base",
  lg: "min-h-12 px-6 py-3 text-base",
};

export const buttonStyle = ({
  variant = "solid",
  size = "md",
}: { variant?: ButtonVariant; size?: ButtonSize } = {}): string =>
  `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ${VARIANTS[variant]} ${SIZES[size]}`;
