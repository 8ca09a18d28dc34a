import React, { Fragment } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";

/**
 * Latin script by Unicode property, so that German, Polish or French words (ü, ß, ł, é, ...)
 * stay whole; combining marks (a letter written as e + U+0301) belong to their letter.
 */
const LATIN = String.raw`\p{Script=Latin}\p{M}`;

/**
 * A run of Latin script (names, legal references, e-mail addresses, URLs) inside Arabic
 * text: it starts with a Latin letter or § (digits only when a letter follows at once, as in
 * "5G": a number before a bracket belongs to the Arabic sentence), may hold spaces and the
 * punctuation of addresses and references, and ends with a letter, a digit, ")" or "/" (as
 * "https://" does).
 */
const LATIN_RUN = new RegExp(
  `[0-9]*[${LATIN}§](?:[${LATIN}0-9§.,:;()/'’&+@_=?#%~\\- ]*[${LATIN}0-9)/])?`,
  "gu",
);
const HAS_LATIN = /[\p{Script=Latin}§]/u;

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
    if (!HAS_LATIN.test(run)) continue;
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
