/**
 * Build time only. What comes before anything is sourced or built: an empty public/ for a
 * build, and a stop when the environment or the content is not usable.
 */
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { ContentValidationError, formatWarnings } from "../content/validate";
import { checkContent } from "../content/projectFiles";
import { siteBookingLinkWarning } from "./bookingLinkWarning";
import { environmentProblems, readBuildEnvironment } from "./environment";

export const runPreInit = (root: string, reporter: Reporter) => {
  // Every build starts from an empty public/: a file of an earlier build (an old bundle
  // holding a GATSBY_* token, a page since removed) must not ship with this one, and a build
  // that fails must not leave an earlier one looking like its result.
  if (process.env.gatsby_executing_command === "build") {
    fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
  }
  // Stop when the environment would publish a secret or build for a wrong address.
  const problems = environmentProblems(readBuildEnvironment(root));
  if (problems.length) {
    reporter.panic(`The build environment is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  // Stop before anything is sourced or built when content is broken.
  const { problems: contentProblems, warnings } = checkContent(root);
  if (contentProblems.length) reporter.panic(new ContentValidationError(contentProblems).message);
  // A translation written from an older English is a warning: the build goes on.
  if (warnings.length) reporter.warn(formatWarnings(warnings));
  const bookingWarning = siteBookingLinkWarning(root, readBuildEnvironment(root));
  if (bookingWarning) reporter.warn(bookingWarning);
};
