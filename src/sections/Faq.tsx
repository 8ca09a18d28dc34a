import React from "react";
import { graphql } from "gatsby";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { BidiText } from "../ui/BidiText";
import { useDisclosures } from "../hooks/useDisclosures";

export const Faq = ({ faqs }: { faqs: Queries.FaqItemsFragment["allFaq"]["nodes"] }) => {
  const { t } = useTranslation("faq");
  // One answer open at a time; none at first.
  const { isOpen, buttonProps, panelProps } = useDisclosures({ single: true });

  return (
    <Section id="faq" narrow>
      <SectionHeading id="faq-heading" eyebrow={t("eyebrow")} heading={t("heading")} intro={t("intro")} centered />
      <div className="mt-12 divide-y divide-white/10 rounded-(--radius-card) border border-white/10 bg-ink-800/50">
        {faqs.map((faq) => {
          const open = isOpen(faq.slug);
          const headingId = `faq-${faq.slug}-heading`;
          const panelId = `faq-${faq.slug}-answer`;
          return (
            <div key={faq.slug}>
              <h3 id={headingId}>
                {/* Without JavaScript the answer is shown and the button could do nothing: plain text
                    instead (a <noscript>'s content would be left out of the accessibility tree). */}
                <span hidden data-nojs-visible="" className="px-6 py-5 text-start text-lg font-medium text-white">
                  {faq.question}
                </span>
                <button
                  id={`faq-${faq.slug}-question`}
                  {...buttonProps(faq.slug, panelId)}
                  data-requires-js=""
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-6 py-5 text-start text-lg font-medium text-white"
                >
                  <span>{faq.question}</span>
                  <Plus
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-brand-300 transition-transform duration-300 ${open ? "rotate-45" : ""}`}
                  />
                </button>
              </h3>
              <div {...panelProps(faq.slug, panelId)} role="region" aria-labelledby={headingId} className="px-6 pb-6">
                <p className="leading-relaxed text-slate-300">
                  <BidiText text={faq.answer} />
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
};

export const query = graphql`
  fragment FaqItems on Query {
    allFaq {
      nodes {
        slug
        question(language: $language)
        answer(language: $language)
      }
    }
  }
`;
