/**
 * @jest-environment node
 */
// A build whose visitors' browsers call Calendly's API on every page load (the public-token
// mode) publishes a privacy policy that says so, in every language, and keeps no statement
// that only holds for the other builds.
import fs from "fs";
import path from "path";
import { copyOfSite, gatsbyBuild } from "../helpers/copyOfSite";
import { visibleText } from "../../src/build/fontGuard";
import { bindCitations } from "../../src/content/citations";
import type { LegalDocumentContent } from "../../src/content/schema";

const whitespace = (text: string) => text.replace(/\s+/g, " ");

test("the public-token build's privacy policy has the section on the browser's calls to Calendly and not the other builds' sections", () => {
  const dir = copyOfSite();
  try {
    const build = gatsbyBuild(
      dir,
      {
        GATSBY_CALENDLY_TOKEN: "public-token-for-this-test",
        ALLOW_PUBLIC_CALENDLY_TOKEN: "true",
        CALENDLY_TOKEN: "",
        SITE_URL: "",
      },
      600_000,
    );
    expect(build.status).toBe(0);
    const policy: LegalDocumentContent = JSON.parse(
      fs.readFileSync(path.join(dir, "data", "legal", "privacy-policy.json"), "utf8"),
    );
    const languages: string[] = JSON.parse(fs.readFileSync(path.join(dir, "data", "site.json"), "utf8")).languages.map(
      (l: { code: string }) => l.code,
    );
    for (const [index, language] of languages.entries()) {
      const html = fs.readFileSync(
        path.join(dir, "public", index === 0 ? "" : language, "privacy-policy", "index.html"),
        "utf8",
      );
      const text = whitespace(visibleText(html));
      const lookup = policy.sections.find((section) => section.id === "booking-link-lookup")!;
      expect(lookup.onlyInBuilds).toBe("public-calendly-token");
      expect(text).toContain(whitespace(lookup.heading[language]));
      expect(text).toContain("api.calendly.com");
      expect(text).toContain(
        whitespace(bindCitations(language === "ar" ? "المادة 6(1)(و) من اللائحة" : "Art. 6(1)(f) GDPR")),
      );
      // What only the other builds say (the same sentence may stand in both twins).
      const textsOf = (build: string) =>
        policy.sections
          .filter((section) => section.onlyInBuilds === build)
          .flatMap((section) => [...section.paragraphs[language], ...(section.items?.[language] ?? [])]);
      const ours = new Set(textsOf("public-calendly-token"));
      const theirs = textsOf("no-public-calendly-token").filter((other) => !ours.has(other));
      expect(theirs.length).toBeGreaterThan(0);
      // Compared as the build binds citations, so that a word joiner cannot hide a match.
      for (const other of theirs) expect(text).not.toContain(whitespace(bindCitations(other)));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 660_000);
