import React, { Fragment } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";

/** A run of Latin script (names, legal references, e-mail addresses) inside Arabic text. */
const LATIN_RUN = /[A-Za-z0-9§][A-Za-z0-9§.,:;()/'’&+@_\- ]*[A-Za-z0-9)]|[A-Za-z§]/g;

/** Drops closing parentheses the run did not open: they belong to the Arabic sentence. */
const balanced = (run: string) => {
  let end = run.length;
  const count = (s: string, c: string) => s.split(c).length - 1;
  while (run[end - 1] === ")" && count(run.slice(0, end), ")") > count(run.slice(0, end), "(")) end -= 1;
  return run.slice(0, end);
};

/**
 * Splits text into Arabic and Latin runs, isolating each Latin run (`<bdi dir="ltr">`) so
 * that e.g. "(Art. 6(1)(f) GDPR)" keeps its order and parentheses inside a right-to-left
 * sentence. Runs of digits alone are left to the bidi algorithm, which handles them well.
 */
export const isolateLatin = (text: string): (string | { latin: string })[] => {
  const parts: (string | { latin: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const run = balanced(match[0]);
    if (!/[A-Za-z§]/.test(run)) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ latin: run });
    last = start + run.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
};

/** Text in the page's language; on Arabic pages, embedded Latin runs are isolated. */
export const BidiText = ({ text }: { text: string }) =>
  useI18next().language === "ar" ? (
    <>
      {isolateLatin(text).map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <bdi key={index} dir="ltr">
            {part.latin}
          </bdi>
        ),
      )}
    </>
  ) : (
    <>{text}</>
  );
