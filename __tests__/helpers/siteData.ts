import fs from "fs";
import path from "path";
import { useStaticQuery } from "gatsby";

export const siteJson = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8"));

/** Makes the scheduling provider's static query answer with site.json's default link. */
export const mockSchedulingDefaults = () =>
  (useStaticQuery as jest.Mock).mockReturnValue({
    schedulingLink: { url: siteJson.scheduling.defaultUrl, live: false },
  });
