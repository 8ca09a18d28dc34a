import fs from "fs";
import os from "os";
import path from "path";
import { ContentValidationError } from "../../src/content/validate";
import { validateContent } from "../../src/content/projectFiles";

export const ROOT = path.join(__dirname, "..", "..");

/**
 * A scratch copy of data/, locales/ and static/ (which data files point into), with the record
 * of the legal texts' dates, that a test may break.
 */
export const scratchCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(ROOT, "locales"), path.join(dir, "locales"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(dir, "static"), { recursive: true });
  fs.cpSync(path.join(ROOT, "legal-dates.lock.json"), path.join(dir, "legal-dates.lock.json"));
  return dir;
};

export const edit = (dir: string, file: string, change: (json: any) => void) => {
  const absolute = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(absolute, "utf8"));
  change(json);
  fs.writeFileSync(absolute, JSON.stringify(json, null, 2));
};

/** The message an editor would read, with paths relative to the copy like a build's. */
export const messageFor = (dir: string): string => {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    validateContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message;
  } finally {
    process.chdir(cwd);
  }
  throw new Error("expected validation to fail");
};
