import React from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useDisclosures } from "../hooks/useDisclosures";
import { ServiceCard } from "./ServiceCard";

export type Service = Queries.HeroServicesFragment["allService"]["nodes"][number];

/** The four offerings (#solutions): cards that open to show their features, several at once. */
export const ServiceCards = ({ services }: { services: Queries.HeroServicesFragment["allService"]["nodes"] }) => {
  const { t } = useTranslation("services");
  const disclosure = useDisclosures();
  return (
    <div id="solutions" className="mt-20">
      <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("heading")}</h2>
      <p className="mt-3 max-w-2xl text-slate-300">{t("intro")}</p>
      <ul className="mt-8 grid items-start gap-4 md:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} disclosure={disclosure} />
        ))}
      </ul>
    </div>
  );
};

export const query = graphql`
  fragment HeroServices on Query {
    allService {
      nodes {
        slug
        icon
        title(language: $language)
        description(language: $language)
        features {
          id
          title(language: $language)
          description(language: $language)
        }
      }
    }
  }
`;
