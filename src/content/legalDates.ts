/**
 * Legal dates on Node: the rules (legalDateRules.ts, which the editor runs too) and
 * `npm run legal-dates:accept`'s writing of the record on disk.
 */
export * from "./legalDateRules";
export { acceptLegalDates } from "./projectFiles";
