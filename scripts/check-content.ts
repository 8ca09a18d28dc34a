// npm run check: the build's content validation, without Gatsby, in about a second.
// Same rules and messages (file, item, field); exit code 1 on a problem. Translations to
// review are printed as warnings and do not fail.
import path from "path";
import { checkContent, ContentValidationError, formatWarnings } from "../src/content/validate";

const root = path.join(__dirname, "..");
const started = performance.now();
const { problems, warnings } = checkContent(root);
if (warnings.length) console.warn(formatWarnings(warnings));
if (problems.length) {
  console.error(new ContentValidationError(problems).message);
  process.exit(1);
}
console.log(`Content is valid (data/ and locales/, ${Math.round(performance.now() - started)} ms).`);
