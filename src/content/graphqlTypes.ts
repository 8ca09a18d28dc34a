/**
 * The GraphQL types of the content (declared in gatsby-node's createSchemaCustomization).
 * Their descriptions document the fields in GraphiQL and, through jsonSchema.ts, in the
 * JSON Schemas editors check the data files against.
 */
import { SERVICE_ICONS, SOCIAL_NETWORKS, VALUE_ICONS } from "./keys";

export const CONTENT_TYPE_DEFS = /* GraphQL */ `
    """
    Brand, contact details, social links, scheduling defaults and hero metrics (data/site.json).
    """
    type SiteContent implements Node @dontInfer {
      "The site's languages; the first is the default, with unprefixed URLs."
      languages: [SiteLanguage!]!
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
      "The hosting provider that delivers the site, as the privacy policy names it."
      host: Host!
      "The social profiles (one to seven, each network once), in display order."
      social: [SocialLink!]!
      "Defaults for the book-a-call link."
      scheduling: SchedulingDefaults!
      "Hero metrics, in display order."
      metrics: [Metric!]!
    }

    "A language of the site (data/site.json, languages)."
    type SiteLanguage {
      "BCP 47 code, also the URL prefix (/ar/) and the key of every localized field."
      code: String!
      "The language's name for itself, as the language switcher shows it."
      label: String!
      "Writing direction: ltr or rtl."
      dir: String!
      "Font family that sets this language's text first; none means the site's default stack."
      font: String
      "Open Graph locale: site.json's (ar_AR), else the code with its likely region (en_US)."
      ogLocale: String! @ogLocale
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

    "The hosting provider (data/site.json, host); the privacy policy's hosting section shows these facts by placeholder."
    type Host {
      "The provider's name, e.g. Netlify, Inc."
      name: String!
      "ISO 3166-1 code of the country the provider's servers are in, e.g. US."
      serverCountry: String!
      "The legal basis of the transfer when the servers are outside the EU/EEA (citing Art. 45 or Art. 46 GDPR); none inside."
      transferBasis: String @localized
      "How many days the provider keeps server log data, as its terms state."
      logRetentionDays: Int!
    }

    "A social profile of the company."
    type SocialLink {
      "Network key: linkedin, x, youtube, ..."
      id: SocialNetwork!
      "Network name shown to visitors (e.g. LinkedIn)."
      name: String!
      "Profile URL, opened in a new tab."
      url: String!
    }

    "A network the footer has an icon for."
    enum SocialNetwork { ${SOCIAL_NETWORKS.join(" ")} }

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
      icon: ServiceIcon!
      "The service's name."
      title: String! @localized
      "One or two sentences on what the service does."
      description: String! @localized
      "Exactly four features."
      features: [ServiceFeature!]!
    }

    "A service's icon."
    enum ServiceIcon { ${SERVICE_ICONS.join(" ")} }

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
      "Logo (SVG or raster): the URL path of a file in static/, served as it is (/tools/pytorch.svg)."
      icon: String!
      "What the consultancy uses the tool for."
      description: String! @localized
    }

    "A value the mission stands on (data/mission-values.json)."
    type MissionValue implements Node @dontInfer {
      "The value's id in data/mission-values.json."
      slug: String! @proxy(from: "jsonId")
      "Icon key: innovation, partnership, excellence or reliability."
      icon: ValueIcon!
      "The value's name."
      title: String! @localized
      "One sentence on what the value means in practice."
      description: String! @localized
    }

    "A mission value's icon."
    enum ValueIcon { ${VALUE_ICONS.join(" ")} }

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
      intro: [String!]! @localized @withFacts @citations
      "Titled sections, in order: those of this build (see LegalSection.onlyInBuilds)."
      sections: [LegalSection!]! @forThisBuild
    }

    "A titled section of a legal document."
    type LegalSection {
      "Anchor of the section on the page."
      id: String!
      "The section's title."
      heading: String! @localized @withFacts @citations
      "The section text, one entry per paragraph."
      paragraphs: [String!]! @localized @withFacts @citations
      "Optional bulleted list shown after the paragraphs."
      items: [String!] @localized @withFacts @citations
      "Optional control shown after the text: cookie-settings opens the Cookie Settings dialog."
      action: String
      "Present only in builds whose visitors' browsers call Calendly's API (public-calendly-token), or only in the others (no-public-calendly-token); absent: in every build."
      onlyInBuilds: String
    }

    "The link every book-a-call button opens (see README: The scheduling link)."
    type SchedulingLink implements Node @dontInfer {
      "The provider's booking page resolved during the build (CALENDLY_TOKEN), else data/site.json's scheduling.defaultUrl."
      url: String!
      "True when url was resolved from the provider during this build."
      resolvedAtBuild: Boolean!
      "True when the browser asks the site's own function (/api/scheduling-link) for the live link on every page load: CALENDLY_TOKEN was set and SCHEDULING_LINK_LIVE is not false."
      live: Boolean!
    }

    "One translation file of the interface, locales/<language>/<ns>.json (nodes made by gatsby-plugin-react-i18next)."
    type Locale implements Node @dontInfer {
      "The language code, the name of the file's folder (en, ar)."
      language: String!
      "The namespace, the file's name without .json (hero, footer, ...), as in the key hero:title."
      ns: String!
      "The file's texts as a JSON string, given to i18next by gatsby-plugin-react-i18next."
      data: String!
      "The file's absolute path."
      fileAbsolutePath: String!
    }

    """
    A translation file of locales/ as gatsby-transformer-json reads every JSON file: no fields.
    Pages read the texts through Locale.
    """
    type LocaleFile implements Node @dontInfer

    """
    Any other JSON file a source reads, e.g. a file of data/ that is not a content file (which
    validation rejects): no fields.
    """
    type UnknownJsonFile implements Node @dontInfer
`;
