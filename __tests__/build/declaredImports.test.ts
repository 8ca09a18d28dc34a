/**
 * @jest-environment node
 */
// Every package the code imports is declared in package.json, so that it does not work only
// because another package happens to bring it along.
import fs from "fs";
import { builtinModules } from "module";
import path from "path";

const ROOT = path.join(__dirname, "..", "..");
const CODE = /\.(tsx?|mjs|cjs|js|css)$/;

/** The module specifiers a source file names: import/export … from, import(), require(), require.resolve() and CSS @import. */
const specifiersIn = (source: string): string[] =>
  [
    ...source.matchAll(/(?:^|[\s;}])(?:import|export)\s[^"'`;]*?\bfrom\s*["']([^"']+)["']/g),
    ...source.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g),
    ...source.matchAll(/\b(?:import|require(?:\.resolve)?)\(\s*["']([^"']+)["']\s*\)/g),
    ...source.matchAll(/@import\s+["']([^"']+)["']/g),
  ].map((match) => match[1]);

/**
 * The package a specifier belongs to ("@scope/name" or "name", without a subpath), or
 * undefined for a relative path, a Node built-in ("fs", "node:fs/promises") or a bundler alias
 * ("$virtual/…", which Gatsby's webpack resolves; none is imported today).
 */
const packageOf = (specifier: string): string | undefined => {
  if (/^[./]/.test(specifier) || specifier.startsWith("node:") || specifier.startsWith("$")) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  return builtinModules.includes(name) ? undefined : name;
};

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return CODE.test(entry.name) ? [full] : [];
  });

const sourceFiles = () => [
  ...filesUnder(path.join(ROOT, "src")),
  ...filesUnder(path.join(ROOT, "scripts")),
  ...filesUnder(path.join(ROOT, "functions")),
  ...fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith("gatsby-") && CODE.test(name))
    .map((name) => path.join(ROOT, name)),
];

test("every package imported by src/, scripts/, functions/ and the gatsby-* files is declared in package.json", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(50);
  const undeclared = files.flatMap((file) =>
    specifiersIn(fs.readFileSync(file, "utf8"))
      .map(packageOf)
      .filter((name): name is string => !!name && !declared.has(name))
      .map((name) => `${path.relative(ROOT, file)} imports ${name}, which package.json does not declare`),
  );
  expect(undeclared).toEqual([]);
});

test("every form of import is found, and only packages count", () => {
  const source = [
    'import React from "react";',
    'import type { ObjectTypeDefinitionNode } from "graphql";',
    'import { z } from "zod";',
    'export { thing } from "@scope/pkg/deep/path";',
    'import "side-effect-only";',
    'const later = await import("lazy-package");',
    'const old = require("common-package");',
    'const where = require.resolve("resolved-package");',
    '@import "tailwindcss";',
    'import fs from "fs";',
    'import { readFile } from "node:fs/promises";',
    'import { helper } from "./helper";',
    'import data from "../../data/site.json";',
    'import { promises } from "fs/promises";',
  ].join("\n");
  expect(specifiersIn(source).map(packageOf).filter(Boolean).sort()).toEqual(
    [
      "@scope/pkg",
      "common-package",
      "graphql",
      "lazy-package",
      "react",
      "resolved-package",
      "side-effect-only",
      "tailwindcss",
      "zod",
    ].sort(),
  );
});
