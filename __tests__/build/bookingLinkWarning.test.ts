/** @jest-environment node */
import { bookingLinkWarning } from "../../src/build/bookingLinkWarning";

const env = (values: Record<string, string>) => ({ values, fromFile: {} });

test("the provider's home page as the only link is named, with both ways to fix it", () => {
  const warning = bookingLinkWarning("https://calendly.com", env({}));
  expect(warning).toContain("opens https://calendly.com, the scheduling provider's home page");
  expect(warning).toContain("set scheduling.defaultUrl to the company's own booking page");
  expect(warning).toContain("build with CALENDLY_TOKEN");
  expect(warning).toContain("With CALENDLY_REQUIRED=true this stops.");
  expect(bookingLinkWarning("https://calendly.com/", env({ CALENDLY_REQUIRED: "true" }))).toContain(
    "CALENDLY_REQUIRED=true, so this stops.",
  );
});

test("a booking page, or a token that resolves one, needs no warning", () => {
  expect(bookingLinkWarning("https://calendly.com/ferrolink-digital/30min", env({}))).toBeUndefined();
  expect(bookingLinkWarning("https://calendly.com", env({ CALENDLY_TOKEN: "token" }))).toBeUndefined();
  expect(
    bookingLinkWarning(
      "https://calendly.com",
      env({ GATSBY_CALENDLY_TOKEN: "token", ALLOW_PUBLIC_CALENDLY_TOKEN: "true" }),
    ),
  ).toBeUndefined();
});
