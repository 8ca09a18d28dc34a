import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ExternalLink } from "../ui/ExternalLink";
import { SocialIcon } from "../ui/SocialIcon";

/** The company's social profiles as round icon links, each opening in a new tab. */
export const SocialLinks = ({ social }: { social: Queries.FooterContentFragment["social"] }) => {
  const { t } = useTranslation("footer");
  return (
    <ul className="mt-6 flex gap-2" aria-label={t("followUs")}>
      {social.map((link) => (
        <li key={link.id}>
          <ExternalLink
            href={link.url}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-slate-200 transition-colors hover:border-brand-400 hover:text-brand-300"
          >
            <SocialIcon network={link.id} className="size-5" />
            <span className="sr-only">{link.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
};
