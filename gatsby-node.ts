import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { validateContent, ContentValidationError } from "./src/content/validate";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./src/i18n/languages";
import { DEFAULT_API_URL, fetchSchedulingLink, type SchedulingLinkError } from "./src/scheduling/fetchSchedulingLink";
import { environmentProblems, isOn, readBuildEnvironment } from "./src/build/environment";
import { browserDevtool, takePrivateFilesOutOfPublic } from "./src/build/privateOutput";
import { writeShareImage } from "./src/seo/shareImages";
import { sitemapXml, robotsTxt } from "./src/seo/sitemap";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "./src/seo/securityHeaders";
import { languageOfPath, pathInLanguage } from "./src/i18n/preference";
import { uncoveredCharacters, writeFontSubsets } from "./src/build/fontSubsets";
import { MANIFEST_PATH } from "./src/build/fontFaces";
import { loadScriptsAfterFirstPaint } from "./src/build/loadScriptsAfterPaint";
import { factsFor, fillFacts, formatAddress, formatDate, legalName, postalAddress, type SiteFacts } from "./src/content/facts";

const ROOT = __dirname;

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  // Every build starts from an empty public/: a file of an earlier build (an old bundle
  // holding a GATSBY_* token, a page since removed) must not ship with this one, and a build
  // that fails must not leave an earlier one looking like its result.
  if (process.env.gatsby_executing_command === "build") {
    fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
  }
  // Stop when the environment would publish a secret or build for a wrong address.
  const problems = environmentProblems(readBuildEnvironment(ROOT));
  if (problems.length) {
    reporter.panic(`The build environment is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  // Stop before anything is sourced or built when content is broken.
  try {
    validateContent(ROOT);
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    reporter.panic(error.message);
  }
};

/** The fonts cut to the site's characters, before any page is rendered (see fontSubsets.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await writeFontSubsets(ROOT);
};

/**
 * The booking link the pages use, as a node so that queries rerun when it changes: with
 * CALENDLY_TOKEN it is resolved from the provider now, during the build (the safe mode: the
 * token stays on this machine); otherwise, or when that fails, it is site.json's default.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8"));
  let url: string = site.scheduling.defaultUrl;
  let resolvedAtBuild = false;
  const env = readBuildEnvironment(ROOT).values;
  const token = env.CALENDLY_TOKEN;
  if (token) {
    try {
      url = await fetchSchedulingLink({ token, apiUrl: env.CALENDLY_API_URL || DEFAULT_API_URL });
      resolvedAtBuild = true;
      reporter.info(`Scheduling link resolved at build time: ${url}`);
    } catch (error) {
      // The status tells an expired token (401) from rate limiting (429).
      const { message, status } = error as SchedulingLinkError;
      const reason = `${message}${status ? ` (HTTP ${status})` : ""}`;
      if (isOn(env.CALENDLY_REQUIRED)) {
        reporter.panic(`${reason}: CALENDLY_REQUIRED=true, so the build stops instead of shipping the default scheduling link.`);
        return;
      }
      reporter.warn(`${reason}: the site keeps the default scheduling link.`);
    }
  }
  const content = { url, resolvedAtBuild };
  actions.createNode({
    ...content,
    id: createNodeId("scheduling-link"),
    internal: { type: "SchedulingLink", contentDigest: createContentDigest(content) },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "localized",
    description: "Resolves a field written per language ({ en, ar }) for the language asked for.",
    extend() {
      return {
        args: {
          language: {
            type: "String!",
            description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.`,
          },
        },
        resolve(source: Record<string, Record<string, unknown> | undefined>, args: { language: string }, _context: unknown, info: { fieldName: string }) {
          if (!isLanguage(args.language)) {
            throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
          }
          return source[info.fieldName]?.[args.language] ?? null;
        },
      };
    },
  });

  /** The language a localized field was asked for; `localized` has checked it. */
  type LanguageArgs = { language: Language };
  type Resolve = (source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) => unknown;
  type NodeContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<unknown> } };
  const languageArg = {
    language: { type: "String!", description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.` },
  };
  const languageOf = (args: { language: string }): Language => {
    if (!isLanguage(args.language)) throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
    return args.language;
  };

  actions.createFieldExtension({
    name: "withFacts",
    description: "Fills in the {{fact}} placeholders of a localized text from data/site.json (see src/content/facts.ts).",
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          const value = (await previous.resolve(source, args, context, info)) as string | string[] | null;
          const site = (await context.nodeModel.findOne({ type: "SiteContent", query: {} })) as SiteFacts;
          return fillFacts(value, factsFor(site, args.language));
        },
      };
    },
  });

  actions.createFieldExtension({
    name: "revisionDate",
    description: "Writes the ISO date of a localized field (2025-08) as the language writes it (August 2025).",
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          const value = (await previous.resolve(source, args, context, info)) as string | null;
          return value && formatDate(value, args.language);
        },
      };
    },
  });

  actions.createFieldExtension({
    name: "addressText",
    description: "The postal address of data/site.json written for the language asked for.",
    extend() {
      return {
        args: languageArg,
        resolve: (source: { address: SiteFacts["contact"]["address"] }, args: { language: string }) =>
          formatAddress(source.address, languageOf(args)),
      };
    },
  });

  actions.createFieldExtension({
    name: "postalAddress",
    description: "The postal address of data/site.json in parts.",
    extend() {
      return { resolve: (source: { address: SiteFacts["contact"]["address"] }) => postalAddress(source.address) };
    },
  });

  actions.createFieldExtension({
    name: "legalName",
    description: "The company's name followed by its legal form.",
    extend() {
      return { resolve: (source: SiteFacts["company"]) => legalName(source) };
    },
  });

  actions.createTypes(/* GraphQL */ `
    """
    Brand, contact details, social links, scheduling defaults and hero metrics (data/site.json).
    """
    type SiteContent implements Node @dontInfer {
      "Brand name as written in the page's language."
      brandName: String! @localized
      "One or two sentences describing the company."
      description: String! @localized
      "Public base URL of the site, e.g. https://www.example.com."
      siteUrl: String!
      "The company behind the site, as the legal notice, the privacy policy and the JSON-LD name it."
      company: Company!
      "Contact e-mail, phone and postal address."
      contact: SiteContact!
      "The three social profiles, in display order."
      social: [SocialLink!]!
      "Defaults for the book-a-call link."
      scheduling: SchedulingDefaults!
      "Hero metrics, in display order."
      metrics: [Metric!]!
    }

    "The company's registered facts (data/site.json, company); written once, shown in every language."
    type Company {
      "Registered name without the legal form, e.g. Ferrolink Digital."
      name: String!
      "Registered name with the legal form, e.g. Ferrolink Digital GmbH."
      legalName: String! @legalName
      "Legal form: its abbreviation and its name in each language."
      legalForm: LegalForm!
      "The managing director who represents the company."
      managingDirector: String!
      "Entry in the commercial register."
      register: CommercialRegister!
      "VAT identification number (USt-IdNr.), e.g. DE123456789."
      vatId: String!
      "Person responsible for the content under § 18 (2) MStV."
      editorialResponsible: String!
    }

    "A legal form such as GmbH."
    type LegalForm {
      "As it follows the company's name, e.g. GmbH."
      abbreviation: String!
      "Spelt out, e.g. limited liability company under German law."
      name: String! @localized
    }

    "Where the company is registered."
    type CommercialRegister {
      "The register court, e.g. Amtsgericht Duisburg."
      court: String!
      "The register number, e.g. HRB 12345."
      number: String!
    }

    "How to reach the company."
    type SiteContact {
      "Contact and privacy e-mail address."
      email: String!
      "Phone number in international form, e.g. +49 203 1234567."
      phone: String!
      "Postal address written for the page's language: street and postal code as on an envelope, city and country as the language names them."
      address: String! @addressText
      "The same address in parts, for search engines (schema.org PostalAddress); the city as the post writes it."
      postalAddress: PostalAddress! @postalAddress
    }

    "A postal address in parts, as schema.org's PostalAddress has it."
    type PostalAddress {
      "Street and number."
      streetAddress: String!
      "Postal code."
      postalCode: String!
      "City."
      addressLocality: String!
      "ISO 3166-1 country code, e.g. DE."
      addressCountry: String!
    }

    "A social profile of the company."
    type SocialLink {
      "Network key: linkedin, x, youtube, ..."
      id: String!
      "Network name shown to visitors (e.g. LinkedIn)."
      name: String!
      "Profile URL, opened in a new tab."
      url: String!
    }

    "Scheduling settings from data/site.json."
    type SchedulingDefaults {
      "Link used for booking a call when no live scheduling link is resolved (the provider's home page)."
      defaultUrl: String!
    }

    "A headline figure shown in the hero."
    type Metric {
      "Unique key of the metric."
      id: String!
      "The figure shown, e.g. 120+."
      value: String!
      "What the figure counts, e.g. Average ROI."
      label: String! @localized
    }

    "An offering of the consultancy with its four features (data/services.json)."
    type Service implements Node @dontInfer {
      "The service's id in data/services.json."
      slug: String! @proxy(from: "jsonId")
      "Icon key: ai, data, iiot or academy."
      icon: String!
      "The service's name."
      title: String! @localized
      "One or two sentences on what the service does."
      description: String! @localized
      "Exactly four features."
      features: [ServiceFeature!]!
    }

    "One of the four features of a service."
    type ServiceFeature {
      "Unique within its service."
      id: String!
      "The feature's name."
      title: String! @localized
      "One sentence on what the feature brings."
      description: String! @localized
    }

    "A step of the engagement process, with its illustration (data/process-steps.json)."
    type ProcessStep implements Node @dontInfer {
      "The step's id in data/process-steps.json."
      slug: String! @proxy(from: "jsonId")
      "The step's name."
      title: String! @localized
      "What happens in this step."
      description: String! @localized
      "Illustration, as a File node for gatsby-plugin-image (path relative to data/)."
      image: File! @fileByRelativePath
      "Text alternative of the illustration."
      imageAlt: String! @localized
    }

    "A client's testimonial (data/testimonials.json)."
    type Testimonial implements Node @dontInfer {
      "The testimonial's id in data/testimonials.json."
      slug: String! @proxy(from: "jsonId")
      "The client's name."
      name: String! @localized
      "Job title and company."
      role: String! @localized
      "The testimonial itself."
      text: String! @localized
      "Stars out of 5."
      rating: Int!
    }

    "A group of tools and technologies (data/tools.json)."
    type ToolGroup implements Node @dontInfer {
      "The group's id in data/tools.json."
      slug: String! @proxy(from: "jsonId")
      "The group's heading, e.g. Cloud & Data."
      title: String! @localized
      "The tools of the group, in display order."
      tools: [Tool!]!
    }

    "A tool or technology the consultancy works with."
    type Tool {
      "Unique within its group."
      id: String!
      "Product name; not translated."
      name: String!
      "Logo file (SVG or raster), path relative to data/."
      icon: File! @fileByRelativePath
      "What the consultancy uses the tool for."
      description: String! @localized
    }

    "A value the mission stands on (data/mission-values.json)."
    type MissionValue implements Node @dontInfer {
      "The value's id in data/mission-values.json."
      slug: String! @proxy(from: "jsonId")
      "Icon key: innovation, partnership, excellence or reliability."
      icon: String!
      "The value's name."
      title: String! @localized
      "One sentence on what the value means in practice."
      description: String! @localized
    }

    "A frequently asked question (data/faqs.json)."
    type Faq implements Node @dontInfer {
      "The question's id in data/faqs.json."
      slug: String! @proxy(from: "jsonId")
      "The question, as a visitor would ask it."
      question: String! @localized
      "The answer shown when the question is opened."
      answer: String! @localized
    }

    """
    A legal page (data/legal/<slug>.json: privacy policy, terms of service, legal notice, ...).
    Its texts name company facts by placeholder ({{email}}), filled in from data/site.json.
    """
    type LegalDocument implements Node @dontInfer {
      "The file name, e.g. privacy-policy; also the page's path."
      slug: String! @proxy(from: "jsonId")
      "The document's title, e.g. Privacy Policy; also the footer link's text."
      title: String! @localized @withFacts
      "One sentence for the meta description."
      description: String! @localized @withFacts
      "When this language version was last revised, as the language writes the date (each version has its own); null when the document shows no date."
      lastUpdated: String @localized @revisionDate
      "Paragraphs before the first section."
      intro: [String!]! @localized @withFacts
      "Titled sections, in order."
      sections: [LegalSection!]!
    }

    "A titled section of a legal document."
    type LegalSection {
      "Anchor of the section on the page."
      id: String!
      "The section's title."
      heading: String! @localized @withFacts
      "The section text, one entry per paragraph."
      paragraphs: [String!]! @localized @withFacts
      "Optional bulleted list shown after the paragraphs."
      items: [String!] @localized @withFacts
      "Optional control shown after the text: cookie-settings opens the Cookie Settings dialog."
      action: String
    }

    "The link every book-a-call button opens (see README: The scheduling link)."
    type SchedulingLink implements Node @dontInfer {
      "The provider's booking page resolved during the build (CALENDLY_TOKEN), else data/site.json's scheduling.defaultUrl."
      url: String!
      "True when url was resolved from the provider during this build."
      resolvedAtBuild: Boolean!
    }

    "Raw locale files as parsed by gatsby-transformer-json. Query \`allLocale\` for translations."
    type LocaleFile implements Node @dontInfer {
      "Node id."
      id: ID!
    }
  `);
};

const TEMPLATES = path.join(ROOT, "src", "templates");

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  actions.createPage({ path: "/", component: path.join(TEMPLATES, "LandingPage.tsx"), context: {} });
  // One page per file in data/legal/; the footer's legal links come from the same nodes.
  const result = await graphql<{ allLegalDocument: { nodes: { slug: string }[] } }>(`{ allLegalDocument { nodes { slug } } }`);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the legal documents", result.errors as Error[]);
    return;
  }
  for (const { slug } of result.data.allLegalDocument.nodes) {
    actions.createPage({ path: `/${slug}/`, component: path.join(TEMPLATES, "LegalPage.tsx"), context: { slug } });
  }
};

/**
 * gatsby-plugin-react-i18next gives the Arabic 404 page the match path /ar/ar/*; it has to be
 * /ar/* so that every unknown Arabic path gets the Arabic not-found page.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const doubled = /^\/(\w+)\/\1\/\*$/.exec(page.matchPath ?? "");
  if (doubled) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: `/${doubled[1]}/*` });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // The server renderer writes each page's @font-face rules and preloads from the list of
  // font files cut in onPreBootstrap, given to it at compile time.
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ FONT_MANIFEST: fs.readFileSync(MANIFEST_PATH(ROOT), "utf8") })] });
  }
  // Source maps only when asked for (SOURCE_MAPS=true), and then never in public/ (see onPostBuild).
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: browserDevtool(isOn(readBuildEnvironment(ROOT).values.SOURCE_MAPS)) });
  }
};

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(absolute);
    return entry.name.endsWith(".html") ? [absolute] : [];
  });

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(ROOT, "public");
  // Nothing that publishes the source: the stats file goes to .cache/ (the benchmark reads it
  // there), source maps to source-maps/ when SOURCE_MAPS=true, else they are deleted.
  const sourceMaps = isOn(readBuildEnvironment(ROOT).values.SOURCE_MAPS);
  takePrivateFilesOutOfPublic(publicDir, {
    statsDir: path.join(ROOT, ".cache"),
    sourceMapsDir: sourceMaps ? path.join(ROOT, "source-maps") : undefined,
  });
  // React 18.3's streaming renderer (used by Gatsby) can insert NUL bytes between multi-byte
  // characters at its 2 KB chunk edges (facebook/react#31134); in Arabic text they show up as
  // "\uFFFD" inside attributes such as alt and aria-label. Then the bundles are set to load
  // after the first paint (see loadScriptsAfterPaint.ts).
  const pages = htmlFiles(publicDir).map((file) => {
    const bytes = fs.readFileSync(file);
    const html = loadScriptsAfterFirstPaint((bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes).toString("utf8"));
    fs.writeFileSync(file, html);
    return { file: path.relative(ROOT, file), language: languageOfPath(`/${path.relative(publicDir, file)}`), html };
  });
  // Every character a page shows must be in its language's font files (fontSubsets.ts).
  const uncovered = uncoveredCharacters(ROOT, JSON.parse(fs.readFileSync(MANIFEST_PATH(ROOT), "utf8")), pages);
  if (uncovered.length) {
    const list = uncovered.map(({ file, missing }) => `  - ${file}: ${missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`).join(", ")}`);
    reporter.panic(
      `Pages show characters that their font files lack, so they would appear in a system font:\n${list.join("\n")}\n` +
        "The fonts are cut to the characters of data/, locales/ and src/ (src/build/fontSubsets.ts): this text came from elsewhere.",
    );
  }
  // Static hosts look for a 404.html: at the root for English, and (Cloudflare Pages: the
  // nearest one up the tree; Netlify: through static/_redirects) in /ar/ for Arabic paths.
  for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    fs.copyFileSync(path.join(publicDir, language, "404", "index.html"), path.join(publicDir, language, "404.html"));
  }

  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: { path: string; pageContext: { i18n?: { originalPath: string; language: string } } }[] };
    siteContent: Record<string, string>;
    allLocale: { nodes: { language: string; data: string }[] };
  }>(`
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path pageContext } }
      siteContent { ${LANGUAGES.map((l) => `${l}: brandName(language: "${l}")`).join(" ")} }
      allLocale(filter: { ns: { eq: "hero" } }) { nodes { language data } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the pages for the sitemap and share images", result.errors as Error[]);
    return;
  }
  const { site, allSitePage, siteContent, allLocale } = result.data;

  // One share image per language: brand and headline, Arabic shaped and right to left.
  for (const language of LANGUAGES) {
    const hero = allLocale.nodes.find((node) => node.language === language);
    await writeShareImage(publicDir, language, { brandName: siteContent[language], title: JSON.parse(hero!.data).title });
  }

  // Every public page, once per original path, with its twin in each language.
  const originalPaths = [
    ...new Set(
      allSitePage.nodes
        .map((page) => page.pageContext.i18n?.originalPath)
        .filter((original): original is string => !!original && !/^\/404/.test(original) && !original.startsWith("/dev-404")),
    ),
  ].sort();
  const siteUrl = site.siteMetadata.siteUrl;
  fs.writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    sitemapXml(siteUrl, originalPaths.map((original) => Object.fromEntries(LANGUAGES.map((l) => [l, pathInLanguage(original, l)])) as Record<Language, string>)),
  );
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));

  // Security headers for the static host; the browser may only talk to the scheduling
  // provider's API when the run-time mode is built in.
  const scriptHashes = htmlFiles(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")));
  const env = readBuildEnvironment(ROOT).values;
  const connectOrigins = env.GATSBY_CALENDLY_TOKEN ? [new URL(env.GATSBY_CALENDLY_API_URL || DEFAULT_API_URL).origin] : [];
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(contentSecurityPolicy({ scriptHashes, connectOrigins })));
};
