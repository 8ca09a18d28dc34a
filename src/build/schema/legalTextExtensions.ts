import type { Actions } from "gatsby";
import { bindCitationsIn } from "../../content/citations";
import { factsFor, fillFacts, formatDate, type SiteFacts } from "../../content/facts";
import type { BuildCondition } from "../../content/schema";
import type { LanguageArgs } from "./localized";
import { addValueExtension, type NodeContext, type Resolve } from "./valueExtension";

/** @withFacts, @citations, @forThisBuild and @revisionDate: what a localized legal text becomes for the reader. */
export const addLegalTextExtensions = (actions: Actions, condition: BuildCondition) => {
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
