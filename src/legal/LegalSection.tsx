import React from "react";
import { BidiText } from "../ui/BidiText";
import { LegalText } from "./LegalText";
import { OpenCookieSettingsButton } from "../privacy/OpenCookieSettingsButton";
import { BackToContentsLink } from "./BackToContentsLink";
import type { LegalDocumentSection } from "../templates/LegalPage";

/** One section of a legal document: heading, paragraphs, an optional list and an optional control, then the way back to the contents. */
export const LegalSection = ({ section }: { section: LegalDocumentSection }) => (
  <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
    <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-white sm:text-2xl">
      <BidiText text={section.heading} />
    </h2>
    {section.paragraphs.map((paragraph) => (
      <p key={paragraph} className="mt-4 leading-relaxed text-slate-300">
        <LegalText text={paragraph} />
      </p>
    ))}
    {section.items && (
      <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-300 marker:text-brand-400">
        {section.items.map((item) => (
          <li key={item}>
            <LegalText text={item} />
          </li>
        ))}
      </ul>
    )}
    {section.action === "cookie-settings" && <OpenCookieSettingsButton />}
    <BackToContentsLink />
  </section>
);
