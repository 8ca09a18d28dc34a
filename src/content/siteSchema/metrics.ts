import { z } from "zod";
import { id, localizedText, shared } from "../fields";
import "../graphqlMeta";

export const metric = z
  .strictObject({
    id: id.describe("Unique key of the metric."),
    // Shown as it is on every page, so letters (a Latin "x" on the Arabic page) have no place in it.
    value: shared("figure", /^\d+([.,]\d+)?[+×%]?$/, "120+, 3.2× or 15% (digits and one of + × %)").describe(
      "The figure shown, e.g. 120+.",
    ),
    label: localizedText.describe("What the figure counts, e.g. Average ROI."),
  })
  .meta({ description: "A headline figure shown in the hero.", graphql: { type: "Metric" } });
