import React from "react";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";
import { ContactLink } from "../ui/ContactLink";

export const footerLinkClass =
  "inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-brand-300";

/** The footer's contact column: postal address, phone and e-mail. */
export const FooterContact = ({ contact }: { contact: Queries.FooterContentFragment["contact"] }) => {
  const { t } = useTranslation("footer");
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-brand-300 uppercase">{t("contact")}</h2>
      <address className="mt-4 space-y-3 text-slate-300 not-italic">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-400" />
          <span>
            <span className="sr-only">{t("address")}: </span>
            <BidiText text={contact.address} />
          </span>
        </p>
        <p className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span className="sr-only">{t("phone")}: </span>
          <ContactLink contact={contact.phone} className={footerLinkClass} />
        </p>
        <p className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span className="sr-only">{t("email")}: </span>
          <ContactLink contact={contact.email} className={footerLinkClass} />
        </p>
      </address>
    </div>
  );
};
