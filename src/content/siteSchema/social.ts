import { z } from "zod";
import { between, httpsUrl, oneOf, text } from "../fields";
import { SOCIAL_NETWORKS } from "../keys";
import "../graphqlMeta";

const socialNetwork = oneOf(SOCIAL_NETWORKS).meta({
  description: "A network the footer has an icon for.",
  graphql: { type: "SocialNetwork" },
});

// Any of the networks the footer has an icon for, each once.
export const social = between(
  z
    .strictObject({
      id: socialNetwork.describe("Network key: linkedin, x, youtube, ..."),
      name: text("network name").describe("Network name shown to visitors (e.g. LinkedIn)."),
      url: httpsUrl.describe("Profile URL, opened in a new tab."),
    })
    .meta({ description: "A social profile of the company.", graphql: { type: "SocialLink" } }),
  1,
  SOCIAL_NETWORKS.length,
  "social links",
)
  .superRefine((links, context) => {
    links.forEach((link, index) => {
      if (links.findIndex((other) => other.id === link.id) !== index) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `${link.id} is already linked: each network once`,
        });
      }
    });
  })
  .describe("The social profiles (one to seven, each network once), in display order.");
