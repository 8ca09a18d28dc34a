import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Button } from "../ui/Button";
import { useOpenCookieSettings } from "./CookieSettings";

/** Opens the cookie settings from the privacy policy's text; hidden without JavaScript, where it could do nothing. */
export const OpenCookieSettingsButton = () => {
  const { t } = useTranslation("legal");
  const open = useOpenCookieSettings();
  return (
    <Button variant="outline" aria-haspopup="dialog" data-requires-js="" onClick={open} className="mt-5">
      {t("openCookieSettings")}
    </Button>
  );
};
