// npm run schemas: writes the JSON Schemas of the data files (schemas/*.schema.json) from
// the zod schemas in src/content/schema.ts. A unit test fails when they are out of date.
import fs from "fs";
import path from "path";
import { jsonSchemas, schemaText } from "../src/content/jsonSchema";

const root = path.join(__dirname, "..");
for (const [file, schema] of Object.entries(jsonSchemas(path.join(root, "data")))) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), schemaText(schema));
  console.log(`wrote ${file}`);
}
