/** The list files of data/, one JSON array each: the items of the landing page's sections. */
import { z } from "zod";
import {
  between,
  exactly,
  id,
  localFile,
  localizedLine,
  localizedText,
  oneOf,
  staticFile,
  text,
  uniqueIds,
} from "../fields";
import type { ProjectFiles } from "../problems";
import { SERVICE_ICONS, VALUE_ICONS } from "../keys";
import "../graphqlMeta";

const rasterImage = /\.(jpe?g|png|webp|avif)$/;
const logoImage = /\.(svg|png|webp)$/;

const serviceIcon = oneOf(SERVICE_ICONS).meta({ description: "A service's icon.", graphql: { type: "ServiceIcon" } });

const serviceFeature = z
  .strictObject({
    id: id.describe("Unique within its service."),
    title: localizedLine.describe("The feature's name."),
    description: localizedText.describe("One sentence on what the feature brings."),
  })
  .meta({ description: "One of the four features of a service.", graphql: { type: "ServiceFeature" } });

export const servicesFile = exactly(
  z
    .strictObject({
      id: id.describe("The service's id in data/services.json."),
      icon: serviceIcon.describe("Icon key: ai, data, iiot or academy."),
      title: localizedLine.describe("The service's name."),
      description: localizedText.describe("One or two sentences on what the service does."),
      features: uniqueIds(exactly(serviceFeature, 4, "features"), "features").describe("Exactly four features."),
    })
    .describe("An offering of the consultancy with its four features (data/services.json)."),
  4,
  "services",
);

export const processStepsFile = (files: ProjectFiles) =>
  exactly(
    z
      .strictObject({
        id: id.describe("The step's id in data/process-steps.json."),
        title: localizedLine.describe("The step's name."),
        description: localizedText.describe("What happens in this step."),
        image: localFile(files, rasterImage).meta({
          description: "Illustration, as a File node for gatsby-plugin-image (path relative to data/).",
          graphql: { returns: "File!", extensions: ["fileByRelativePath"] },
        }),
        imageAlt: localizedText.describe("Text alternative of the illustration."),
      })
      .describe("A step of the engagement process, with its illustration (data/process-steps.json)."),
    4,
    "process steps",
  );

// The grid wraps: up to three rows of three.
export const testimonialsFile = between(
  z
    .strictObject({
      id: id.describe("The testimonial's id in data/testimonials.json."),
      name: localizedLine.describe("The client's name."),
      role: localizedLine.describe("Job title and company."),
      text: localizedText.describe("The testimonial itself."),
      // The stars show the value and screen readers announce it ("Rated 4 out of 5").
      rating: z
        .number({ error: "rating must be a whole number from 1 to 5" })
        .int({ error: "rating must be a whole number from 1 to 5" })
        .min(1, { error: "rating must be a whole number from 1 to 5" })
        .max(5, { error: "rating must be a whole number from 1 to 5" })
        .describe("Stars out of 5."),
    })
    .describe("A client's testimonial (data/testimonials.json)."),
  1,
  9,
  "testimonials",
);

const tool = (files: ProjectFiles) =>
  z
    .strictObject({
      id: id.describe("Unique within its group."),
      name: text("tool name").describe("Product name; not translated."),
      icon: staticFile(files, logoImage).describe(
        "Logo (SVG or raster): the URL path of a file in static/, served as it is (/tools/pytorch.svg).",
      ),
      description: localizedText.describe("What the consultancy uses the tool for."),
    })
    .meta({ description: "A tool or technology the consultancy works with.", graphql: { type: "Tool" } });

export const toolsFile = (files: ProjectFiles) =>
  exactly(
    z
      .strictObject({
        id: id.describe("The group's id in data/tools.json."),
        title: localizedLine.describe("The group's heading, e.g. Cloud & Data."),
        tools: uniqueIds(between(tool(files), 4, 8, "tools"), "tools").describe(
          "The tools of the group, in display order.",
        ),
      })
      .describe("A group of tools and technologies (data/tools.json)."),
    3,
    "tool groups",
  );

const valueIcon = oneOf(VALUE_ICONS).meta({ description: "A mission value's icon.", graphql: { type: "ValueIcon" } });

export const missionValuesFile = exactly(
  z
    .strictObject({
      id: id.describe("The value's id in data/mission-values.json."),
      icon: valueIcon.describe("Icon key: innovation, partnership, excellence or reliability."),
      title: localizedLine.describe("The value's name."),
      description: localizedText.describe("One sentence on what the value means in practice."),
    })
    .describe("A value the mission stands on (data/mission-values.json)."),
  4,
  "mission values",
);

export const faqsFile = between(
  z
    .strictObject({
      id: id.describe("The question's id in data/faqs.json."),
      question: localizedLine.describe("The question, as a visitor would ask it."),
      answer: localizedText.describe("The answer shown when the question is opened."),
    })
    .describe("A frequently asked question (data/faqs.json)."),
  1,
  12,
  "questions",
);
