/**
 * schema.org JSON-LD for a page, as one @graph: the organisation, the website and, on the
 * landing page, the FAQ exactly as shown. Entities refer to each other by @id, so none is
 * repeated.
 */
import type { Language } from "../i18n/languages";
import { homePath } from "../i18n/paths";

export interface OrganizationData {
  siteUrl: string;
  brandName: string;
  /** Registered name with legal form, e.g. Ferrolink Digital GmbH. */
  legalName: string;
  description: string;
  email: string;
  telephone: string;
  vatId: string;
  postalAddress: Queries.SeoDataFragment["siteContent"]["contact"]["postalAddress"];
  social: Queries.SeoDataFragment["siteContent"]["social"];
}

export const structuredData = ({
  organization: org,
  language,
  pageUrl,
  faqs,
}: {
  organization: OrganizationData;
  language: Language;
  pageUrl: string;
  faqs?: Queries.FaqItemsFragment["allFaq"]["nodes"];
}) => {
  const base = org.siteUrl.replace(/\/+$/, "");
  const organizationId = `${base}/#organization`;
  const graph: Record<string, unknown>[] = [
    {
      "@type": "ProfessionalService",
      "@id": organizationId,
      name: org.brandName,
      legalName: org.legalName,
      description: org.description,
      url: `${base}/`,
      logo: `${base}/icons/icon-512x512.png`,
      image: `${base}/icons/icon-512x512.png`,
      email: org.email,
      telephone: org.telephone,
      vatID: org.vatId,
      address: { "@type": "PostalAddress", ...org.postalAddress },
      areaServed: "Worldwide",
      sameAs: org.social.map((profile) => profile.url),
    },
    {
      "@type": "WebSite",
      "@id": `${base}/#website-${language}`,
      url: `${base}${homePath(language)}`,
      name: org.brandName,
      inLanguage: language,
      publisher: { "@id": organizationId },
    },
  ];
  if (faqs?.length) {
    graph.push({
      "@type": "FAQPage",
      "@id": `${pageUrl}#faq`,
      url: pageUrl,
      inLanguage: language,
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
};

/** JSON for a <script> element: "<" escaped so the content can never close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
