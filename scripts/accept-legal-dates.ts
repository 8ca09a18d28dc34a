// npm run legal-dates:accept [data/legal/privacy-policy.json | data/legal/privacy-policy.json#ar ...]
// Dates today every language version of a legal page whose text changed since it was dated
// (or of the pages and versions named), and records the texts with their dates in
// legal-dates.lock.json. Run it once a change to a legal text is final; commit both files.
import path from "path";
import { ACCEPT_COMMAND, LEGAL_DATES_FILE } from "../src/content/legalDates";
import { acceptLegalDates } from "../src/content/projectFiles";

const root = path.join(__dirname, "..");
try {
  const dated = acceptLegalDates(root, process.argv.slice(2));
  for (const version of dated) console.log(`${version}: dated today`);
  console.log(`${LEGAL_DATES_FILE}: recorded (${dated.length ? `${dated.length} dated today` : "no text changed"}).`);
} catch (error) {
  console.error(`${ACCEPT_COMMAND}: ${(error as Error).message}`);
  process.exit(1);
}
