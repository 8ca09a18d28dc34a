import React from "react";
import { graphql } from "gatsby";
import Quote from "lucide-react/icons/quote";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { StarRating } from "../ui/StarRating";
import { BidiText } from "../ui/BidiText";

export const Testimonials = ({
  testimonials,
}: {
  testimonials: Queries.TestimonialCardsFragment["allTestimonial"]["nodes"];
}) => {
  const { t } = useTranslation("testimonials");
  return (
    <Section id="testimonials">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={t("eyebrow")}
        heading={t("heading")}
        intro={t("intro")}
        centered
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          // Each card spans three rows of the list's grid (rating, quote, author), so that side by
          // side the dividers above the authors line up whatever the length of the quotes.
          <li key={testimonial.slug} className="row-span-3 grid grid-rows-subgrid gap-y-0">
            <figure className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-(--radius-card) border border-white/10 bg-ink-800/60 p-7 backdrop-blur-sm">
              <div className="flex items-center justify-between">
                <StarRating rating={testimonial.rating} label={t("rating", { rating: testimonial.rating })} />
                <Quote aria-hidden="true" className="size-8 text-brand-500/40 rtl:-scale-x-100" />
              </div>
              <blockquote className="mt-5 leading-relaxed text-slate-200">
                <p>
                  <BidiText text={testimonial.text} />
                </p>
              </blockquote>
              <figcaption className="mt-6 border-t border-white/10 pt-5">
                <p className="font-semibold text-white">{testimonial.name}</p>
                <p className="text-sm text-slate-300">
                  <BidiText text={testimonial.role} />
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export const query = graphql`
  fragment TestimonialCards on Query {
    allTestimonial {
      nodes {
        slug
        name(language: $language)
        role(language: $language)
        text(language: $language)
        rating
      }
    }
  }
`;
