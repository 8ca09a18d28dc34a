// npm run translations:accept [data/faqs.json | data/faqs.json#roi ...]
// Records the current English of every localized field (or of the files or items named) as
// the text its translations were written from: run it once the Arabic is updated, or judged
// still right. The record is translations.lock.json; commit it with the change.
import path from "path";
import { LOCK_FILE } from "../src/content/translations";
import { acceptTranslations } from "../src/content/projectFiles";

const root = path.join(__dirname, "..");
try {
  const changed = acceptTranslations(root, process.argv.slice(2));
  console.log(`${LOCK_FILE}: ${changed} field${changed === 1 ? "" : "s"} recorded as translated.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
