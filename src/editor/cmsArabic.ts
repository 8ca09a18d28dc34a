/**
 * The save guard's messages in Arabic (src/editor/page.ts): {place} is the field as the editor
 * names it, {value} a date or a value as written; `rules` pairs a pattern of the build's English
 * message with its Arabic ($1, $2 … the parts the pattern keeps, such as a count or an id).
 */
import saveGuard from "./texts/saveGuard.ar.json";

export const ARABIC_SAVE_GUARD = {
  ...saveGuard,
  rules: saveGuard.rules.map(([pattern, text]) => [new RegExp(pattern), text] as [RegExp, string]),
};
