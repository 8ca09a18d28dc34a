/**
 * The translation keys are typed from locales/en/ (types/i18next.d.ts): a misspelt key or
 * namespace fails the type check (`npm run typecheck`) with the file named. Checked here by
 * compiling a component with the project's compiler options, held in memory.
 */
import path from "path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..", "..");
const FIXTURE = path.join(ROOT, "src", "TypedKeysFixture.tsx");

const diagnosticsOf = (source: string): string => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === FIXTURE
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => path.resolve(name) === FIXTURE || fileExists(name);
  host.readFile = (name) => (path.resolve(name) === FIXTURE ? source : readFile(name));
  const program = ts.createProgram([FIXTURE, path.join(ROOT, "types", "i18next.d.ts")], config.options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => "\n",
  });
};

const component = (key: string) => `
import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
export const Probe = () => {
  const { t } = useTranslation("header");
  return <p>{t(${JSON.stringify(key)})}</p>;
};
`;

test("keys that exist in locales/en/ type-check", () => {
  expect(diagnosticsOf(component("nav.process"))).toBe("");
}, 60_000);

test("a misspelt key fails the type check, naming the file and the key", () => {
  const report = diagnosticsOf(component("nav.proces"));
  expect(report).toContain("src/TypedKeysFixture.tsx");
  expect(report).toContain('"nav.proces"');
}, 60_000);
