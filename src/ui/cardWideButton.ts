/**
 * A button that holds only its label (a card's title) but answers on its whole card: its
 * ::after covers the nearest positioned ancestor (the card, `relative`), and the focus ring is
 * drawn there. The rest of the card's text stays outside the button, so what the button says
 * is what a voice-control user reads on it, and its name is the title alone. Its own box is at
 * least 44 px high, reaching into the space around the title's line (its parent must be a
 * flow root, so that the negative margins stay inside it).
 */
export const CARD_WIDE_BUTTON =
  "-my-2 flex min-h-11 w-full cursor-pointer items-center text-start after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-[3px] focus-visible:after:outline-offset-[3px] focus-visible:after:outline-solid focus-visible:after:outline-brand-400";
