import React, { Fragment } from "react";
import { BidiText, PHONE } from "../ui/BidiText";
import { ContactLink } from "../ui/ContactLink";

/**
 * An e-mail address (ending with a letter or digit, so a sentence's full stop stays out), or a
 * phone number as BidiText isolates it.
 */
const CONTACT = new RegExp(String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+|${PHONE}`, "gu");

/** Within running text a link is underlined, not told by its colour alone. */
const inlineLinkClass = "text-brand-300 underline underline-offset-4 hover:text-brand-200";

/** A legal text with each e-mail address and phone number in it a link that writes or calls. */
export const LegalText = ({ text }: { text: string }) => {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    parts.push(<BidiText key={last} text={text.slice(last, match.index)} />);
    parts.push(<ContactLink key={match.index} contact={match[0]} className={inlineLinkClass} />);
    last = match.index + match[0].length;
  }
  parts.push(<BidiText key={last} text={text.slice(last)} />);
  return <Fragment>{parts}</Fragment>;
};
