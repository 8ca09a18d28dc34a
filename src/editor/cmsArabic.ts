/**
 * The content editor's labels, hints, list summaries and the build's pattern messages in
 * Arabic, for an editor whose editor interface is in Arabic (admin/config.ar.json). Keyed by the
 * English the configuration is generated with; a label or message without an entry stays in
 * English, so a field added to a schema appears at once, and its Arabic can follow. An example
 * written left to right (a date, a link, a phone number) is isolated with `ltr`, so that the
 * Arabic around it does not reorder it.
 */
import { ARABIC_HINTS, ltr } from "./cmsArabicHints";
import { interfaceLabelsInArabic } from "./cmsInterfaceLabels";

export const ARABIC: Record<string, string> = {
  ...ARABIC_HINTS,
  ...interfaceLabelsInArabic(),
  // A list item's summary: its Arabic title, name or question, and a legal page's Arabic title
  "{{fields.title.en}}": "{{fields.title.ar}}",
  "{{fields.question.en}}": "{{fields.question.ar}}",
  "{{fields.name.en}}": "{{fields.name.ar}}",
  "{{fields.label.en}}": "{{fields.label.ar}}",
  "{{title.en}}": "{{title.ar}}",
  // A text's English, beside its Arabic ("العربية", the language's own name)
  English: "الإنجليزية",
  // Beside a text's languages: whether its Arabic was written from this English (translationReview.ts)
  Translation: "الترجمة",
  "To review against this English": "بحاجة إلى مراجعة",
  "Reviewed: written from this English": "رُوجعت وتوافق هذا النص الإنجليزي",
  "“To review”: the English is new or changed since the translation was written. Choose “Reviewed” and save to record this English as the one the translation was written from.":
    "«بحاجة إلى مراجعة»: النص الإنجليزي جديد أو تغيّر بعد كتابة الترجمة. اختر «رُوجعت» ثم احفظ ليُسجَّل هذا النص الإنجليزي أصلًا للترجمة.",
  // Collections and files
  Lists: "القوائم",
  "The items of the landing page's sections, in display order.": "بنود أقسام الصفحة الرئيسية، بترتيب ظهورها.",
  "Legal pages": "الصفحات القانونية",
  "Site facts": "بيانات الموقع",
  "Company, contact, languages": "الشركة والتواصل واللغات",
  "Interface texts": "نصوص الواجهة",
  About: "من نحن",
  Common: "نصوص مشتركة",
  Cookies: "ملفات تعريف الارتباط",
  Faq: "الأسئلة الشائعة",
  Footer: "تذييل الصفحة",
  Header: "ترويسة الصفحة",
  Hero: "القسم الافتتاحي",
  Legal: "النصوص القانونية",
  Mission: "الرسالة",
  "Not found": "صفحة غير موجودة",
  Process: "آلية العمل",
  // One item of a list, as its Add button names it ("إضافة خدمة")
  Service: "خدمة",
  "Process step": "خطوة",
  Testimonial: "رأي عميل",
  "Tool group": "مجموعة أدوات",
  FAQ: "سؤال",
  "Mission value": "قيمة",
  // Fields
  Abbreviation: "الاختصار",
  Action: "الإجراء",
  Address: "العنوان البريدي",
  "Address country": "البلد",
  "Address locality": "المدينة",
  Answer: "الإجابة",
  Appointed: "مُعيَّن",
  "Brand name": "اسم العلامة التجارية",
  Code: "الرمز",
  Company: "الشركة",
  Contact: "بيانات الاتصال",
  Court: "المحكمة",
  "Data protection officer": "مسؤول حماية البيانات",
  "Default URL": "الرابط الافتراضي",
  Description: "الوصف",
  "Writing direction": "اتجاه الكتابة",
  "Editorial responsible": "المسؤول عن المحتوى",
  Email: "البريد الإلكتروني",
  FAQs: "الأسئلة الشائعة",
  Features: "الخدمات الفرعية",
  Font: "الخط",
  Heading: "عنوان القسم",
  Host: "الاستضافة",
  Icon: "الأيقونة",
  ID: "المعرّف",
  Image: "الصورة",
  "Image alt": "النص البديل للصورة",
  Intro: "المقدمة",
  Item: "بند",
  Items: "البنود",
  Label: "التسمية",
  Languages: "اللغات",
  "Last updated": "آخر تحديث",
  "Legal form": "الشكل القانوني",
  "Log country": "بلد معالجة السجلات وتخزينها",
  "Log retention (days)": "مدة الاحتفاظ بالسجلات بالأيام",
  "Managing director": "المدير العام",
  Metrics: "الأرقام",
  "Mission values": "القيم",
  Name: "الاسم",
  Number: "الرقم",
  "Open Graph locale": "لغة المشاركة (Open Graph)",
  "Only in builds": "يظهر في إصدار واحد من الموقع فقط",
  Paragraphs: "الفقرات",
  Phone: "الهاتف",
  "Postal code": "الرمز البريدي",
  "Process steps": "خطوات العمل",
  Question: "السؤال",
  Rating: "التقييم",
  Reason: "السبب",
  Register: "السجل التجاري",
  Role: "المنصب",
  Scheduling: "حجز المواعيد",
  Sections: "الأقسام",
  Services: "الخدمات",
  "Site URL": "عنوان الموقع",
  Social: "حسابات التواصل الاجتماعي",
  "Street address": "الشارع ورقم المبنى",
  Testimonials: "آراء العملاء",
  Text: "النص",
  Title: "العنوان",
  "Tool groups": "مجموعات الأدوات",
  Tools: "الأدوات",
  "Transfer basis": "أساس نقل البيانات",
  URL: "الرابط",
  Value: "القيمة",
  "VAT ID": "رقم التعريف لضريبة القيمة المضافة",
  // The build's messages for a text that does not match its pattern
  "id must be lower-case words joined by hyphens": `المعرّف كلمات لاتينية بأحرف صغيرة تصل بينها شرطات، مثل ${ltr("digital-academy")}`,
  "file must be one of .jpe?g|png|webp|avif": "يجب أن يكون الملف بصيغة jpg أو png أو webp أو avif",
  "date of the English version must be a date like 2025-08 or 2025-08-14": `تاريخ النسخة الإنجليزية يُكتب هكذا: ${ltr("2025-08")} أو ${ltr("2025-08-14")}`,
  "date of the Arabic version must be a date like 2025-08 or 2025-08-14": `تاريخ النسخة العربية يُكتب هكذا: ${ltr("2025-08")} أو ${ltr("2025-08-14")}`,
  "language code must look like de, ar or zh-Hant (a BCP 47 code)":
    "رمز اللغة يُكتب وفق معيار BCP 47، مثل de أو ar أو zh-Hant",
  "Open Graph locale must look like ar_AR": `لغة Open Graph تُكتب هكذا: ${ltr("ar_AR")}`,
  "expected an https:// URL": `يجب أن يكون رابطًا كاملًا يبدأ بـ ${ltr("https://")}`,
  "legal form must look like GmbH, UG (haftungsbeschränkt), AG, KG, OHG, GmbH & Co. KG, e.K. or SE": `الشكل القانوني واحد مما يلي: GmbH أو ${ltr("UG (haftungsbeschränkt)")} أو AG أو KG أو OHG أو ${ltr("GmbH & Co. KG")} أو ${ltr("e.K.")} أو SE`,
  "register court must look like Amtsgericht Duisburg": "محكمة السجل تُكتب هكذا: Amtsgericht Duisburg",
  "register number must look like HRB 12345": `رقم السجل يُكتب هكذا: ${ltr("HRB 12345")}`,
  "VAT identification number must look like DE123456789": `رقم التعريف لضريبة القيمة المضافة يُكتب هكذا: ${ltr("DE123456789")}`,
  "expected an e-mail address": "يجب أن يكون عنوان بريد إلكتروني صحيحًا",
  "phone number must look like +49 203 1234567 (international, digits in groups)": `رقم الهاتف يُكتب بالصيغة الدولية وأرقامه في مجموعات، هكذا: ${ltr("+49 203 1234567")}`,
  "postal code must look like 47051": "الرمز البريدي خمسة أرقام، هكذا: 47051",
  "country must look like DE (a two-letter country code)": "البلد يُكتب برمزه المكوّن من حرفين لاتينيين، مثل DE",
  "country where the host processes the log data must look like DE or US (a two-letter country code)":
    "بلد معالجة السجلات وتخزينها يُكتب برمزه المكوّن من حرفين لاتينيين، مثل DE أو US",
  "figure must look like 120+, 3.2× or 15% (digits and one of + × %)": `الرقم يُكتب بأرقام لاتينية يليها أحد الرموز + أو × أو %، مثل ${ltr("120+")} أو ${ltr("3.2×")} أو ${ltr("15%")}`,
};

// The save guard's messages (src/editor/page.ts): why the editor did not save,
// in Arabic; {place} is the field as the editor names it, {value} a date or a value as written.
export const ARABIC_SAVE_GUARD = {
  notSaved: "لم يُحفظ شيء.",
  conflict:
    "تغيّر الحقل {place} خارج المحرّر بعد أن فتحتَه، وقيمته الآن «{value}». إن أردت الإبقاء على شيء من هذا النص فعدّل الحقل، ثم احفظ مجددًا فيحلّ نصك محله.",
  deleted: "حُذف الملف {place} أو نُقل خارج المحرّر بعد فتحه. أعد تحميل الصفحة.",
  rule: "{place}: {message}",
  dateNotMoved: "{place}: تغيّر نص هذه النسخة اللغوية، فيتغيّر تاريخها معه: اجعله {value} (هذا الشهر) ثم احفظ مجددًا.",
  dateMovedAlone: "{place}: تغيّر التاريخ ولم يتغيّر نص هذه النسخة اللغوية: أعده إلى {value}.",
  item: "{list} {number}",
  /**
   * The build's messages for rules the form cannot hold: a pattern of the English message, and
   * its Arabic ($1, $2 … the parts the pattern keeps, such as a count or an id).
   */
  rules: [
    [/^expected exactly (\d+) .+, found (\d+)$/, "يجب أن يكون العدد $1 بالضبط، والموجود الآن $2"],
    [/^expected (\d+) to (\d+) .+, found (\d+)$/, "يجب أن يكون العدد بين $1 و$2، والموجود الآن $3"],
    [/^id "(.+)" is used twice: .+$/, "المعرّف «$1» مستخدم مرتين: لكل بند معرّف خاص به"],
    [/^rating must be a whole number from 1 to 5$/, "التقييم عدد صحيح من 1 إلى 5"],
    [/^unknown placeholder \{\{(\w+)\}\} \(known: (.+)\)$/, "المتغيّر {{$1}} غير معروف، والمتغيّرات المتاحة هي: $2"],
    [
      /^.+ is (\d+) characters long, more than the (\d+) the page has room for: shorten it$/,
      "طول النص $1 حرفًا، والصفحة تتسع لـ $2 فقط: اختصره",
    ],
    [/^id must be the file name, "(.+)"$/, "المعرّف هو اسم الملف: «$1»"],
  ] as [RegExp, string][],
};

// Which of a legal page's twin sections the site shows (withBuildMode in src/editor/cmsConfig.ts).
export const ARABIC_BUILD_MODE = {
  "public-calendly-token": "فقط في الإصدارات التي تطلب فيها متصفحات الزوار رابط الحجز من Calendly برمز عام",
  "no-public-calendly-token": "فقط في الإصدارات التي لا تتصل فيها متصفحات الزوار بـ Calendly",
  shown: "وهو النص الذي يعرضه هذا الموقع",
  hidden: "ولا يظهر في هذا الموقع",
  // The code last, in brackets: easier to read at the end of a right-to-left line.
  option: "{text}، {state} ({value})",
  site: {
    "public-calendly-token":
      "هذا الموقع مبني بحيث تطلب متصفحات زواره رابط الحجز من واجهة برمجة التطبيقات (API) لدى Calendly برمز عام،",
    "no-public-calendly-token": "هذا الموقع مبني بحيث لا تتصل متصفحات زواره بواجهة برمجة التطبيقات (API) لدى Calendly،",
  },
  shows: "لذا يعرض كل قسم غير موسوم، ومن كل قسمين لهما المعرّف نفسه يعرض الموسوم {value}.",
};
