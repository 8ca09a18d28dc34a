import React from "react";
import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { BidiText } from "../ui/BidiText";

export const footerLinkClass =
  "inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-brand-300";

/** "+49 203 7391 4580" → "tel:+4920373914580". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

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
          <a href={telHref(contact.phone)} className={footerLinkClass} dir="ltr">
            {contact.phone}
          </a>
        </p>
        <p className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span className="sr-only">{t("email")}: </span>
          <a href={`mailto:${contact.email}`} className={footerLinkClass} dir="ltr">
            {contact.email}
          </a>
        </p>
      </address>
    </div>
  );
};
