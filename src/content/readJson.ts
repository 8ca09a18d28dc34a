/**
 * A file's JSON as the rules read it: a syntax error named with its line and column (and an
 * invisible character at it by what it is), keys written twice, a byte-order mark at its start.
 */
import { visit as visitJson } from "jsonc-parser";
import { BYTE_ORDER_MARK, describePath, readText, type ContentProblem, type Json, type ProjectFiles } from "./problems";

/**
 * Characters one cannot see (or tell from an ordinary space) that JSON allows only inside a
 * text; an editor meets them after pasting from a word processor, a web page or a PDF.
 */
const INVISIBLE: Record<string, string> = {
  "\u00a0": "a no-break space",
  "\u00ad": "a soft hyphen",
  "\u061c": "an Arabic letter mark",
  "\u2000": "an en quad space",
  "\u2001": "an em quad space",
  "\u2002": "an en space",
  "\u2003": "an em space",
  "\u2004": "a three-per-em space",
  "\u2005": "a four-per-em space",
  "\u2006": "a six-per-em space",
  "\u2007": "a figure space",
  "\u2008": "a punctuation space",
  "\u2009": "a thin space",
  "\u200a": "a hair space",
  "\u200b": "a zero-width space",
  "\u200c": "a zero-width non-joiner",
  "\u200d": "a zero-width joiner",
  "\u200e": "a left-to-right mark",
  "\u200f": "a right-to-left mark",
  "\u2028": "a line separator",
  "\u2029": "a paragraph separator",
  "\u202f": "a narrow no-break space",
  "\u2060": "a word joiner",
  "\u3000": "an ideographic space",
  [BYTE_ORDER_MARK]: "a byte-order mark (zero-width no-break space)",
};

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** What the character at a syntax error is, when it cannot be seen: "a no-break space (U+00A0)". */
export const invisibleCharacter = (char: string | undefined): string | undefined =>
  char && INVISIBLE[char] ? `${INVISIBLE[char]} (${codePoint(char)})` : undefined;

/**
 * Where JSON.parse stopped: V8 gives a position for most errors but not for "Unexpected
 * token", so the text is walked once with JSON's grammar. Returns the index of the first
 * character that does not fit, or the text's length when it ends too early.
 */
export const jsonErrorPosition = (source: string): number => {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < source.length && " \t\n\r".includes(source[at])) at += 1;
  };
  const expect = (char: string) => (source[at] === char ? (at += 1) : fail());
  const string = () => {
    expect('"');
    while (source[at] !== '"') {
      if (at >= source.length || source[at] < " ") fail();
      if (source[at] === "\\") {
        at += 1;
        if (source[at] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(source.slice(at + 1, at + 5))) fail();
          at += 4;
        } else if (!'"\\/bfnrt'.includes(source[at] ?? "x")) fail();
      }
      at += 1;
    }
    at += 1;
  };
  const value = (): void => {
    space();
    const char = source[at];
    if (char === "{") {
      at += 1;
      space();
      if (source[at] === "}") return void (at += 1);
      for (;;) {
        space();
        string();
        space();
        expect(":");
        value();
        space();
        if (source[at] === ",") at += 1;
        else return void expect("}");
      }
    }
    if (char === "[") {
      at += 1;
      space();
      if (source[at] === "]") return void (at += 1);
      for (;;) {
        value();
        space();
        if (source[at] === ",") at += 1;
        else return void expect("]");
      }
    }
    if (char === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(source.slice(at));
    if (!literal) fail();
    at += literal![0].length;
  };
  try {
    value();
    space();
    return at < source.length ? at : -1;
  } catch (position) {
    return Math.min(position as number, source.length);
  }
};

/**
 * Reads and parses a JSON file (a byte-order mark at its start is left out, and reported as
 * `byteOrderMark`), turning a syntax error into a problem with line and column, and naming
 * an invisible character by what it is.
 */
export const readJson = (
  files: ProjectFiles,
  file: string,
): { value?: Json; problem?: ContentProblem; byteOrderMark?: boolean; keyProblems?: ContentProblem[] } => {
  if (files[file] === undefined) return { problem: { file, message: "file is missing" } };
  const { text: source, byteOrderMark } = readText(files[file]);
  try {
    const value = JSON.parse(source) as Json;
    return { value, byteOrderMark, keyProblems: duplicateKeyProblems(file, source, value) };
  } catch (error) {
    const position = jsonErrorPosition(source);
    const where = position >= 0 ? ` (line ${lineAndColumn(source, position)})` : "";
    const invisible = invisibleCharacter(source[position]);
    const message = invisible
      ? `${invisible}, an invisible character, stands where JSON allows only ordinary spaces, line breaks or punctuation: delete it (or type an ordinary space)`
      : (error as Error).message;
    return { problem: { file, message: `not valid JSON${where}: ${message}` }, byteOrderMark };
  }
};

/**
 * The problem of a file whose byte-order mark stops a package that parses the file itself
 * (`parser`, e.g. gatsby-transformer-json), with the way out.
 */
export const byteOrderMarkProblem = (file: string, parser: string): ContentProblem => ({
  file,
  message: `starts with a byte-order mark, an invisible character some editors add at the start of a file, which ${parser} cannot read. Remove it with: npm run check -- --fix (it changes nothing else in the file)`,
});

/**
 * Keys written twice in one object. JSON.parse keeps the last one without a word, so whatever
 * the first held is lost from the site: a slip easy to make by hand when copying a block.
 */
export const duplicateKeyProblems = (file: string, source: string, value: Json): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const open: Map<string, number>[] = [];
  visitJson(source, {
    onObjectBegin: () => void open.push(new Map()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, _offset, _length, line, _column, pathTo) => {
      const keys = open[open.length - 1];
      const first = keys.get(key);
      if (first === undefined) keys.set(key, line + 1);
      else
        problems.push({
          file,
          ...describePath(value, [...pathTo(), key]),
          message: `written twice in the same object (lines ${first} and ${line + 1}); only the second counts, so what the first holds is lost: keep one of them`,
        });
    },
  });
  return problems;
};

const lineAndColumn = (source: string, position: number) => {
  const before = source.slice(0, position).split("\n");
  return `${before.length}, column ${before[before.length - 1].length + 1}`;
};
