/**
 * Facts about the company that do not depend on the language (legal name, address, phone,
 * register entry, VAT id, ...) are written once in data/site.json and formatted here for
 * the page's language. Legal texts name them by placeholder, e.g. "{{email}}", so the
 * English and the Arabic page cannot disagree. Build-time code and tests use this module.
 */
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";
import { usesArabicScript } from "./languageFacts";
import { NO_BREAK_SPACE } from "./citations";

type Localized<T = string> = Record<Language, T>;

/** data/site.json as far as facts are concerned. */
export interface SiteFacts {
  brandName: Localized;
  siteUrl: string;
  company: {
    name: string;
    legalForm: { abbreviation: string; name: Localized };
    managingDirector: string;
    register: { court: string; number: string };
    vatId: string;
    editorialResponsible: string;
  };
  contact: {
    email: string;
    phone: string;
    address: { streetAddress: string; postalCode: string; addressLocality: Localized; addressCountry: string };
  };
  host: { name: string; logCountry: string; transferBasis?: Localized; logRetentionDays: number };
  dataProtectionOfficer: { appointed: boolean; name?: string; email?: string; reason?: Localized };
}

/** The placeholders a legal text may use, and what each stands for. */
export const FACTS = {
  brand: "the brand name in the page's language",
  legalName: "the company's registered name with its legal form, e.g. Ferrolink Digital GmbH",
  legalFormName: "the legal form spelt out in the page's language",
  address: "the postal address, written for the page's language",
  email: "the contact e-mail address",
  phone: "the phone number",
  website: "the site's host name, e.g. www.ferrolink.de",
  managingDirector: "the managing director who represents the company",
  registerCourt: "the court that keeps the commercial register",
  registerNumber: "the commercial register number (HRB ...)",
  vatId: "the VAT identification number",
  editorialResponsible: "the person responsible for the content under § 18 (2) MStV",
  hostName: "the hosting provider that delivers the site",
  hostLogCountry: "the country where the host processes the server log data, as the page's language names it",
  hostTransferBasis: "the legal basis of the transfer to the host's servers outside the EU/EEA, in the page's language",
  hostLogRetention:
    "how long the host keeps server log data, in days as the page's language counts them (14 days, 14 يومًا)",
  dataProtectionOfficer:
    "the data protection officer's name and e-mail address, or why none is required, in the page's language",
} as const;

export type FactName = keyof typeof FACTS;

/** `{{name}}` in a text; the same syntax as the locale files' placeholders. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Arabic script writes lists and addresses with the Arabic comma. */
const comma = (language: Language) => (usesArabicScript(language) ? "، " : ", ");

/**
 * Where the legal texts' own prose names a country otherwise than CLDR, the prose's form, so
 * that a page names it one way: the Arabic privacy policy writes «الولايات المتحدة الأمريكية»
 * for Calendly (CLDR: «الولايات المتحدة»), and English says "in the United States".
 */
const FULL_COUNTRY_NAMES: Partial<Record<string, Record<string, string>>> = {
  ar: { US: "الولايات المتحدة الأمريكية" },
  en: { US: "the United States" },
};

/** A country code as the language names the country: DE → "Germany", "ألمانيا". */
export const countryName = (code: string, language: Language) =>
  FULL_COUNTRY_NAMES[language]?.[code] ?? new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;

/**
 * The postal address for a page: street and postal code as on an envelope, the city and
 * country as the language names them ("Philosophenweg 21، 47051 دويسبورغ، ألمانيا").
 */
export const formatAddress = (address: SiteFacts["contact"]["address"], language: Language) =>
  [
    address.streetAddress,
    // Postal code and city stay on one line (in right-to-left text the halves of a broken
    // pair would land at opposite ends of two lines).
    `${address.postalCode}${NO_BREAK_SPACE}${address.addressLocality[language]}`,
    countryName(address.addressCountry, language),
  ].join(comma(language));

/** The address in parts for search engines: the city as the post writes it (the default language's spelling). */
export const postalAddress = (address: SiteFacts["contact"]["address"]) => ({
  streetAddress: address.streetAddress,
  postalCode: address.postalCode,
  addressLocality: address.addressLocality[DEFAULT_LANGUAGE],
  addressCountry: address.addressCountry,
});

/** "2025-08" or "2025-08-14" as the language writes it: "August 2025", "ديسمبر 2025". Western digits in Arabic, as everywhere on the site. */
export const formatDate = (isoDate: string, language: Language) => {
  const withDay = /^\d{4}-\d{2}-\d{2}$/.test(isoDate);
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
    ...(withDay ? { day: "numeric" } : {}),
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${withDay ? isoDate : `${isoDate}-01`}T00:00:00Z`));
};

/** A number of days as the language counts them, with its plural rules: "14 days", "14 يومًا", "3 أيام". */
export const formatDays = (days: number, language: Language) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);

export const legalName = (company: SiteFacts["company"]) => `${company.name} ${company.legalForm.abbreviation}`;

/** Every fact, written for one language. */
export const factsFor = (site: SiteFacts, language: Language): Record<FactName, string> => ({
  brand: site.brandName[language],
  legalName: legalName(site.company),
  legalFormName: site.company.legalForm.name[language],
  address: formatAddress(site.contact.address, language),
  email: site.contact.email,
  phone: site.contact.phone,
  website: new URL(site.siteUrl).host,
  managingDirector: site.company.managingDirector,
  registerCourt: site.company.register.court,
  registerNumber: site.company.register.number,
  vatId: site.company.vatId,
  editorialResponsible: site.company.editorialResponsible,
  hostName: site.host.name,
  hostLogCountry: countryName(site.host.logCountry, language),
  // Empty for servers inside the EU/EEA; validation stops a text that uses it then.
  hostTransferBasis: site.host.transferBasis?.[language] ?? "",
  hostLogRetention: formatDays(site.host.logRetentionDays, language),
  dataProtectionOfficer: dataProtectionOfficer(site.dataProtectionOfficer, language),
});

/** "Jane Doe, dpo@example.com" when one is appointed; else the reason none is required. */
const dataProtectionOfficer = (officer: SiteFacts["dataProtectionOfficer"], language: Language) =>
  officer.appointed ? [officer.name, officer.email].join(comma(language)) : (officer.reason?.[language] ?? "");

/** Replaces each `{{fact}}` in a text (or in each text of a list); unknown names are left as they are (validation reports them). */
export const fillFacts = <T extends string | string[] | null | undefined>(
  value: T,
  facts: Record<string, string>,
): T => {
  if (value == null) return value;
  const fill = (text: string) => text.replace(PLACEHOLDER, (match, name: string) => facts[name] ?? match);
  return (Array.isArray(value) ? value.map(fill) : fill(value as string)) as T;
};

/** The literal values a legal text must not write out, each with the placeholder to use instead. */
export const literalFacts = (site: SiteFacts): { value: string; fact: FactName }[] => [
  { value: legalName(site.company), fact: "legalName" },
  ...Object.values(site.brandName).map((value) => ({ value, fact: "brand" as const })),
  { value: site.contact.email, fact: "email" },
  { value: site.contact.phone, fact: "phone" },
  { value: site.contact.address.streetAddress, fact: "address" },
  { value: new URL(site.siteUrl).host, fact: "website" },
  { value: site.company.managingDirector, fact: "managingDirector" },
  { value: site.company.editorialResponsible, fact: "editorialResponsible" },
  { value: site.company.register.number, fact: "registerNumber" },
  { value: site.company.vatId, fact: "vatId" },
  { value: site.host.name, fact: "hostName" },
  ...(site.dataProtectionOfficer.appointed
    ? [
        { value: site.dataProtectionOfficer.name!, fact: "dataProtectionOfficer" as const },
        { value: site.dataProtectionOfficer.email!, fact: "dataProtectionOfficer" as const },
      ]
    : []),
];
