import { test, expect } from "./fixtures";
import { LANGS, inLang } from "./content";

// A reader of the privacy policy who signs in to the staff's content editor, or only picks a
// local folder in it, finds both in the policy: Netlify's sign-in service among the recipients
// the policy lists as complete, and "sveltia-cms.user" as written in either case (review 6, G1
// and G2). The words are the reader's, so they are written out here, not read from the data.
const EXPECTED = {
  en: {
    recipient:
      "Netlify’s sign-in service (api.netlify.com), USA, only if you sign in to the content editor for our staff with GitHub (see that section)",
    userEntry:
      "after signing in or choosing a local folder, “sveltia-cms.user”, which records how you work in the editor and, if you signed in with GitHub, the access key GitHub issued;",
  },
  ar: {
    recipient:
      "خدمة تسجيل الدخول لدى Netlify (api.netlify.com) في الولايات المتحدة الأمريكية، وذلك فقط إذا سجّلت الدخول إلى محرّر المحتوى الخاص بموظفينا عبر GitHub (انظر القسم الخاص به)",
    userEntry:
      "و«sveltia-cms.user» بعد تسجيل الدخول أو اختيار مجلد محلي، ويحفظ طريقة عملك في المحرّر، وكذلك مفتاحَ الوصول الذي أصدرته GitHub إن سجّلت الدخول عبرها؛",
  },
};

for (const lang of LANGS) {
  const url = inLang("/privacy-policy/", lang);
  const expected = EXPECTED[lang as keyof typeof EXPECTED];

  test(
    `${url} names the editor's sign-in service among the recipients, and when the editor's user entry is written`,
    { tag: "@same-at-every-width" },
    async ({ page }) => {
      await page.goto(url);
      const recipients = page.locator("#recipients-and-transfers li");
      await expect(recipients.filter({ hasText: "api.netlify.com" })).toHaveText([expected.recipient]);
      // Read as text, without the isolates that set the Latin runs apart.
      const storage = (await page.locator("#language-preference").innerText()).replace(/\s+/g, " ");
      expect(storage).toContain(expected.userEntry);
    },
  );
}
