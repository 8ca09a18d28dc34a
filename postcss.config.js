const fs = require("fs");
const path = require("path");

// Tailwind reads the brand colours from src/styles/brandColors.css, which npm run brand-images
// writes from src/brandColors.json: the build stops if a colour changed and it was not run since.
const read = (file) => fs.readFileSync(path.join(__dirname, "src", file), "utf8");
const theme = [...read("styles/brandColors.css").matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)].map(
  ([, name, value]) => [name, value.trim()],
);
if (JSON.stringify(Object.fromEntries(theme)) !== JSON.stringify(JSON.parse(read("brandColors.json")))) {
  throw new Error(
    "src/styles/brandColors.css does not hold the colours of src/brandColors.json: run npm run brand-images",
  );
}

module.exports = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};
