// npm run schemas: writes the JSON Schemas of the data files (schemas/*.schema.json) from
// the zod schemas in src/content/schema.ts, and the editor settings that map each data file
// to its schema (.vscode/settings.json, json.schemas; other settings there are kept), and the
// content editor's configurations (admin/config.json, admin/config.ar.json). A unit test fails
// when any is out of date.
import fs from "fs";
import path from "path";
import * as prettier from "prettier";
import { EDITOR_SETTINGS_FILE, editorSettings, jsonSchemas, schemaText } from "../src/content/jsonSchema";
import { CMS_LANGUAGES, cmsConfigFile, cmsConfigText } from "../src/editor/cmsConfig";

const root = path.join(__dirname, "..");

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
};

const main = async () => {
  for (const [file, schema] of Object.entries(jsonSchemas())) write(file, schemaText(schema));
  for (const language of CMS_LANGUAGES) write(cmsConfigFile(language), cmsConfigText(root, language));

  const settingsFile = path.join(root, EDITOR_SETTINGS_FILE);
  const current = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {};
  const text = JSON.stringify(editorSettings(current), null, 2);
  write(
    EDITOR_SETTINGS_FILE,
    await prettier.format(text, { ...(await prettier.resolveConfig(settingsFile)), filepath: settingsFile }),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
