/**
 * Build time only. The GraphQL schema: the content's types generated from its zod schemas
 * (src/content/typeDefs.ts), the SchedulingLink node's, the plugins' node types, and the field
 * extensions the content's fields use (@localized, @withFacts, @citations, @forThisBuild,
 * @revisionDate, @addressText, @postalAddress, @legalName, @ogLocale).
 */
import type { Actions } from "gatsby";
import { contentTypeDefs } from "../content/typeDefs";
import { graphqlSdl } from "../content/graphqlSdl";
import { schedulingLinkNode } from "./schedulingLinkNode";
import { PLUGIN_NODE_TYPE_DEFS } from "./pluginNodeTypes";
import { isLanguage, LANGUAGES, type Language, type LanguageSettings } from "../i18n/languages";
import { ogLocaleOf } from "../content/languageFacts";
import { bindCitationsIn } from "../content/citations";
import type { BuildCondition } from "../content/schema";
import {
  factsFor,
  fillFacts,
  formatAddress,
  formatDate,
  legalName,
  postalAddress,
  type SiteFacts,
} from "../content/facts";

/** The language a localized field was asked for; `localized` has checked it. */
type LanguageArgs = { language: Language };
type Resolve = (source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) => unknown;
type NodeContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<unknown> } };
const languageArg = {
  language: {
    type: "String!",
    description: `Language code: ${LANGUAGES.join(" or ")}. Page queries pass their $language.`,
  },
};
const languageOf = (args: { language: string }): Language => {
  if (!isLanguage(args.language))
    throw new Error(`Unknown language "${args.language}" (expected ${LANGUAGES.join(" or ")})`);
  return args.language;
};

type LocalizedSource = Record<string, Record<string, unknown> | undefined>;

/** A field written per language ({ en, ar }) in the language asked for; an unknown language is an error. */
export const resolveLocalized = (source: LocalizedSource, fieldName: string, language: string): unknown =>
  source[fieldName]?.[languageOf({ language })] ?? null;

/** @localized: a field written per language ({ en, ar }), resolved for the language asked for. */
const addLocalizedExtension = (actions: Actions) => {
  actions.createFieldExtension({
    name: "localized",
    description: "Resolves a field written per language ({ en, ar }) for the language asked for.",
    extend() {
      return {
        args: languageArg,
        resolve: (
          source: LocalizedSource,
          args: { language: string },
          _context: unknown,
          info: { fieldName: string },
        ) => resolveLocalized(source, info.fieldName, args.language),
      };
    },
  });
};

/**
 * A field extension that resolves the field as before (e.g. @localized, for the language asked
 * for) and then turns the value into what the reader sees.
 */
const addValueExtension = <T>(
  actions: Actions,
  name: string,
  description: string,
  transform: (value: T, args: LanguageArgs, context: NodeContext) => unknown,
) =>
  actions.createFieldExtension({
    name,
    description,
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          return transform((await previous.resolve(source, args, context, info)) as T, args, context);
        },
      };
    },
  });

/** @withFacts, @citations and @revisionDate: what a localized legal text becomes for the reader. */
const addLegalTextExtensions = (actions: Actions, condition: BuildCondition) => {
  addValueExtension<string | string[] | null>(
    actions,
    "withFacts",
    "Fills in the {{fact}} placeholders of a localized text from data/site.json (see src/content/facts.ts).",
    async (value, args, context) => {
      const site = (await context.nodeModel.findOne({ type: "SiteContent", query: {} })) as SiteFacts;
      return fillFacts(value, factsFor(site, args.language));
    },
  );

  addValueExtension<string | string[] | null>(
    actions,
    "citations",
    "Holds each legal citation (§ 5 DDG, Art. 6(1)(f) GDPR, المادة 28) together with no-break spaces (see src/content/citations.ts).",
    bindCitationsIn,
  );

  actions.createFieldExtension({
    name: "forThisBuild",
    description:
      "Keeps the sections meant for this build: those without onlyInBuilds, and those naming this build's condition.",
    extend(_options: unknown, previous: { resolve?: Resolve }) {
      return {
        async resolve(
          source: { sections: { onlyInBuilds?: BuildCondition }[] },
          args: LanguageArgs,
          context: NodeContext,
          info: unknown,
        ) {
          const sections = previous.resolve
            ? ((await previous.resolve(source, args, context, info)) as typeof source.sections)
            : source.sections;
          return sections.filter((section) => (section.onlyInBuilds ?? condition) === condition);
        },
      };
    },
  });

  addValueExtension<string | null>(
    actions,
    "revisionDate",
    "Writes the ISO date of a localized field (2025-08) as the language writes it (August 2025).",
    (value, args) => value && formatDate(value, args.language),
  );
};

/** @addressText, @postalAddress and @legalName: the company's facts as the pages show them. */
const addCompanyExtensions = (actions: Actions) => {
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
    name: "ogLocale",
    description: "A language's Open Graph locale, as written in data/site.json or derived from its code.",
    extend() {
      return { resolve: (source: LanguageSettings) => ogLocaleOf(source) };
    },
  });

  actions.createFieldExtension({
    name: "legalName",
    description: "The company's name followed by its legal form.",
    extend() {
      return { resolve: (source: SiteFacts["company"]) => legalName(source) };
    },
  });
};

/** Every type the site declares, as SDL; `dataDir`: the folder of the content files. */
export const typeDefs = (dataDir: string): string =>
  [
    contentTypeDefs(dataDir),
    graphqlSdl([{ name: "SchedulingLink", schema: schedulingLinkNode }]),
    PLUGIN_NODE_TYPE_DEFS,
  ].join("\n\n");

/** `condition`: the kind of build this is, which decides the legal sections it shows. */
export const customizeSchema = (actions: Actions, condition: BuildCondition, dataDir: string) => {
  addLocalizedExtension(actions);
  addLegalTextExtensions(actions, condition);
  addCompanyExtensions(actions);
  actions.createTypes(typeDefs(dataDir));
};

/**
 * Fields Gatsby declares nullable that always have a value on this site, declared non-null
 * so that the types generated from the queries (src/gatsby-types.d.ts) carry no null:
 * `site` and its siteUrl (gatsby-config always sets one), the one SiteContent (validation
 * requires data/site.json), the one SchedulingLink (sourced on every build) and a File's
 * publicURL (a path, or the build stops). createResolvers may only tighten a field's type.
 */
export const ALWAYS_PRESENT = {
  Query: {
    site: { type: "Site!" },
    siteContent: { type: "SiteContent!" },
    schedulingLink: { type: "SchedulingLink!" },
  },
  Site: { siteMetadata: { type: "SiteSiteMetadata!" } },
  SiteSiteMetadata: { siteUrl: { type: "String!" } },
  File: { publicURL: { type: "String!" } },
};
