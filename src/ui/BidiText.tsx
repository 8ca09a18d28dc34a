import React, { Fragment } from "react";
import { useDirection } from "../i18n/DirectionProvider";

/**
 * Latin script by Unicode property, so that German, Polish or French words (ü, ß, ł, é, ...)
 * stay whole; combining marks (a letter written as e + U+0301) belong to their letter.
 */
const LATIN = String.raw`\p{Script=Latin}\p{M}`;

/** The full stop that ends an abbreviated legal form of a company. */
const COMPANY_FORM_STOP = String.raw`(?<=\b(?:Inc|Ltd|Corp|Co|LLC))\.`;

/**
 * A run of Latin script (names, legal references, e-mail addresses, URLs) inside Arabic
 * text: it starts with a Latin letter or § (digits only when a letter follows at once, as in
 * "5G": a number before a bracket belongs to the Arabic sentence; a key the browser stores,
 * such as "@@scroll|/ar/|initial", with its "@"), may hold spaces and the
 * punctuation of addresses, references and storage keys (with the no-break spaces and word joiners that
 * bind a citation), and ends with a letter, a digit, ")" or "/" (as
 * "https://" does), or with the full stop of a company's legal form ("Netlify, Inc."), which
 * belongs to the name; any other full stop after a Latin word ends the Arabic sentence.
 */
const LATIN_RUN = `@*[0-9]*[${LATIN}§](?:[${LATIN}0-9§.,:;()/'’&+@_=?#%~|\\- \u00a0\u2060]*(?:[${LATIN}0-9)/]|${COMPANY_FORM_STOP}))?`;

/**
 * A phone number in international form ("+49 203 7391 4580", its spaces no-break ones on
 * legal pages): digit groups apart from Latin text, which a right-to-left paragraph would
 * otherwise show in reverse group order.
 */
export const PHONE = String.raw`\+\d{1,3}(?:[ \u00a0]\d+)+`;

const LEFT_TO_RIGHT_RUN = new RegExp(`${PHONE}|${LATIN_RUN}`, "gu");
const KEEPS_ORDER = /[\p{Script=Latin}§]|^\+\d/u;

/**
 * Cuts a run before the first ")" it did not open: that one closes a bracket of the Arabic
 * sentence, as in "(Geschäftsführung): Katrin Hoffmann", where the name is a run of its own.
 */
const balanced = (run: string) => {
  let depth = 0;
  for (let index = 0; index < run.length; index += 1) {
    if (run[index] === "(") depth += 1;
    else if (run[index] === ")" && --depth < 0) return run.slice(0, index).replace(/[\s,:;]+$/u, "");
  }
  return run;
};

/**
 * Splits text into Arabic and Latin runs, isolating each Latin run and phone number
 * (`<bdi dir="ltr">`) so that e.g. "(Art. 6(1)(f) GDPR)" keeps its order and parentheses
 * inside a right-to-left sentence. Other runs of digits are left to the bidi algorithm,
 * which handles them well.
 */
export const isolateLatin = (text: string): (string | { latin: string })[] => {
  const parts: (string | { latin: string })[] = [];
  const runs = new RegExp(LEFT_TO_RIGHT_RUN.source, "gu");
  let last = 0;
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    const run = balanced(match[0]);
    const start = match.index;
    // Go on after the part taken: what was cut off may hold a run of its own.
    runs.lastIndex = start + Math.max(run.length, 1);
    if (!KEEPS_ORDER.test(run)) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ latin: run });
    last = start + run.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
};

/** The longest piece of a key kept on one line; a longer one may wrap, as a phone's column needs. */
const UNBROKEN_PIECE = 24;

/**
 * The pieces of a Latin run that must not break inside: a run without spaces (a storage key
 * such as "sveltia-cms.user", which broken at its hyphen reads as two words) is cut only after
 * its bars ("@@scroll|/ar/|initial"), and each piece of at most UNBROKEN_PIECE characters stays
 * whole. Runs with spaces, and longer pieces, wrap as text does.
 */
export const unbrokenPieces = (run: string): { piece: string; whole: boolean }[] =>
  /\s/u.test(run)
    ? [{ piece: run, whole: false }]
    : (run.match(/[^|]+\|?|\|/gu) ?? []).map((piece) => ({ piece, whole: piece.length <= UNBROKEN_PIECE }));

// After a bar the line may break (<wbr>): the line-breaking rules keep "|/" together, so without
// it "«@@scroll|/ar/privacy-policy/|initial»:" stood on one line, past a 320 px phone's column.
const LatinRun = ({ run }: { run: string }) => (
  <bdi dir="ltr">
    {unbrokenPieces(run).map(({ piece, whole }, index, pieces) => (
      <Fragment key={index}>
        {whole ? <span className="whitespace-nowrap">{piece}</span> : piece}
        {piece.endsWith("|") && index < pieces.length - 1 && <wbr />}
      </Fragment>
    ))}
  </bdi>
);

/** Text in the page's language; on right-to-left pages, embedded Latin runs are isolated. */
export const BidiText = ({ text }: { text: string }) =>
  useDirection() === "rtl" ? (
    <>
      {isolateLatin(text).map((part, index) =>
        typeof part === "string" ? <Fragment key={index}>{part}</Fragment> : <LatinRun key={index} run={part.latin} />,
      )}
    </>
  ) : (
    <>{text}</>
  );
