// npm run check: the build's content validation, without Gatsby, in about a second.
// Same rules and messages (file, item, field); exit code 1 on a problem. Translations to
// review are printed as warnings and do not fail.
// npm run check -- --fix first removes a byte-order mark from the start of any file of data/
// and locales/ (the one thing it changes), then checks.
// npm run check -- --root <folder> checks another copy of the project's content.
import path from "path";
import { ContentValidationError, formatWarnings } from "../src/content/validate";
import { checkContent, removeByteOrderMarks } from "../src/content/projectFiles";
import { siteBookingLinkWarning } from "../src/build/bookingLinkWarning";
import { isOn, readBuildEnvironment } from "../src/build/environment";

const rootIndex = process.argv.indexOf("--root");
const root = rootIndex > -1 ? path.resolve(process.argv[rootIndex + 1]) : path.join(__dirname, "..");
const started = performance.now();
if (process.argv.includes("--fix")) {
  for (const file of removeByteOrderMarks(root, ["data", "locales"])) {
    console.log(`${file}: removed the byte-order mark at its start (nothing else changed)`);
  }
}
const { problems, warnings } = checkContent(root);
if (warnings.length) console.warn(formatWarnings(warnings));
if (problems.length) {
  console.error(new ContentValidationError(problems).message);
  process.exit(1);
}
// The build says the same (gatsby-node's onPreInit); CALENDLY_REQUIRED=true stops both.
const env = readBuildEnvironment(root);
const bookingWarning = siteBookingLinkWarning(root, env);
if (bookingWarning) {
  const required = isOn(env.values.CALENDLY_REQUIRED);
  (required ? console.error : console.warn)(`${required ? "Error" : "Warning"}: ${bookingWarning}`);
  if (required) process.exit(1);
}
console.log(`Content is valid (data/ and locales/, ${Math.round(performance.now() - started)} ms).`);
