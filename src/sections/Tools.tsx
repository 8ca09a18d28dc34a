import React from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { BidiText } from "../ui/BidiText";

export const Tools = ({ groups }: { groups: Queries.ToolGroupsFragment["allToolGroup"]["nodes"] }) => {
  const { t } = useTranslation("tools");
  return (
    <Section id="tools">
      <SectionHeading id="tools-heading" eyebrow={t("eyebrow")} heading={t("heading")} intro={t("intro")} />
      <div className="mt-12 space-y-12">
        {groups.map((group) => (
          <div key={group.slug}>
            <h3 className="flex items-center gap-3 text-lg font-semibold text-white">
              <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
              {group.title}
            </h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
              {group.tools.map((tool) => (
                <li
                  key={tool.id}
                  className="flex items-start gap-4 rounded-2xl border border-white/10 bg-ink-800/50 p-4 transition-colors hover:border-brand-400/40 xl:flex-col"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white/5">
                    <img
                      src={tool.icon}
                      alt=""
                      width={28}
                      height={28}
                      loading="lazy"
                      decoding="async"
                      className="size-7"
                    />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-white">
                      <bdi>{tool.name}</bdi>
                    </span>
                    <span className="mt-1 block text-sm leading-snug text-slate-300">
                      <BidiText text={tool.description} />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
};

export const query = graphql`
  fragment ToolGroups on Query {
    allToolGroup {
      nodes {
        slug
        title(language: $language)
        tools {
          id
          name
          description(language: $language)
          icon
        }
      }
    }
  }
`;
