import React from "react";

/** "+49 203 7391 4580" → "tel:+4920373914580"; "hello@ferrolink.de" → "mailto:hello@ferrolink.de". */
export const contactHref = (contact: string) =>
  contact.includes("@") ? `mailto:${contact}` : `tel:${contact.replace(/[^+\d]/g, "")}`;

/**
 * A phone number or an e-mail address as a link that calls or writes, with its text as shown.
 * Always left to right (an element with `dir` is isolated), so that a phone number keeps its
 * groups in order inside an Arabic sentence.
 */
export const ContactLink = ({ contact, className }: { contact: string; className: string }) => (
  <a href={contactHref(contact)} className={className} dir="ltr">
    {contact}
  </a>
);
