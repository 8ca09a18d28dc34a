/**
 * What each interface text (locales/<language>/<file>.json) is, in words, for the content
 * editor's field labels: where it appears or what it does, in English (admin/config.json) and
 * Arabic (admin/config.ar.json). Keyed by file and key path ("header" → "nav.process"); a text
 * without an entry is labelled with its key, so a new text still appears, and a unit test lists
 * the texts that still lack a label.
 */
type Label = { en: string; ar: string };

const SECTION_HEADING: Label = { en: "Section heading", ar: "عنوان القسم" };
const SECTION_TEXT: Label = { en: "Section text", ar: "نص القسم" };
const EYEBROW: Label = { en: "Small line above the heading", ar: "السطر الصغير فوق العنوان" };
const INTRO: Label = { en: "Introduction below the heading", ar: "المقدمة تحت العنوان" };
const BACK_HOME: Label = { en: "Link back to the home page", ar: "رابط العودة إلى الصفحة الرئيسية" };
const ENTRY_NAME: Label = { en: "Entry's name", ar: "اسم المُدخل" };
const ENTRY_PURPOSE: Label = { en: "What the entry is for", ar: "الغرض من المُدخل" };
const ENTRY_DURATION: Label = { en: "How long the entry stays", ar: "مدة بقاء المُدخل" };

export const INTERFACE_TEXT_LABELS: Record<string, Record<string, Label>> = {
  about: { heading: SECTION_HEADING, text: SECTION_TEXT },
  common: {
    skipToContent: {
      en: "Link to skip to the main content (keyboard users)",
      ar: "رابط التخطي إلى المحتوى الرئيسي (لمستخدمي لوحة المفاتيح)",
    },
    opensInNewTab: {
      en: "Note read aloud with links that open a new tab",
      ar: "تنبيه يُقرأ صوتيًا مع الروابط التي تُفتح في علامة تبويب جديدة",
    },
    scheduleCall: { en: "Book-a-call button", ar: "زر حجز مكالمة" },
    loading: { en: "Loading message", ar: "رسالة التحميل" },
  },
  cookies: {
    title: { en: "Dialog's title", ar: "عنوان النافذة" },
    intro: { en: "Dialog's first sentence", ar: "الجملة الأولى في النافذة" },
    storedHeading: { en: "Heading of what is stored", ar: "عنوان فقرة ما يُحفظ على الجهاز" },
    storedText: { en: "Explanation of what is stored", ar: "شرح ما يُحفظ على الجهاز" },
    nothingStored: { en: "Message when nothing is stored", ar: "رسالة عدم وجود أي مُدخل محفوظ" },
    areas: { en: "Names of the storage areas", ar: "أسماء مساحتي التخزين" },
    "areas.local": { en: "Local storage", ar: "التخزين المحلي" },
    "areas.session": { en: "Session storage", ar: "ذاكرة الجلسة" },
    entries: { en: "Stored entries", ar: "المُدخلات المحفوظة" },
    "entries.language": { en: "Language choice entry", ar: "مُدخل اختيار اللغة" },
    "entries.language.title": ENTRY_NAME,
    "entries.language.purpose": ENTRY_PURPOSE,
    "entries.language.duration": ENTRY_DURATION,
    "entries.scrollPosition": { en: "Scroll positions entries", ar: "مُدخلات مواضع التمرير" },
    "entries.scrollPosition.title": ENTRY_NAME,
    "entries.scrollPosition.purpose": ENTRY_PURPOSE,
    "entries.scrollPosition.duration": ENTRY_DURATION,
    "entries.scrollPosition.pages": { en: "Label of the list of pages", ar: "تسمية قائمة الصفحات" },
    "entries.reloadMarker": { en: "Reload after an update entry", ar: "مُدخل إعادة التحميل بعد التحديث" },
    "entries.reloadMarker.title": ENTRY_NAME,
    "entries.reloadMarker.purpose": ENTRY_PURPOSE,
    "entries.reloadMarker.duration": ENTRY_DURATION,
    "entries.contentEditor": { en: "Content editor's entries", ar: "مُدخلات محرّر المحتوى" },
    "entries.contentEditor.title": ENTRY_NAME,
    "entries.contentEditor.purpose": ENTRY_PURPOSE,
    "entries.contentEditor.duration": ENTRY_DURATION,
    "entries.unknown": { en: "Entry the policy does not describe", ar: "مُدخل لا تصفه سياسة الخصوصية" },
    "entries.unknown.title": ENTRY_NAME,
    "entries.unknown.purpose": ENTRY_PURPOSE,
    "entries.unknown.duration": ENTRY_DURATION,
    unavailable: { en: "Message when the browser blocks storage", ar: "رسالة حظر المتصفح للتخزين" },
    bookingHeading: { en: "Heading of booking a call", ar: "عنوان فقرة حجز مكالمة" },
    bookingText: { en: "Text on booking a call", ar: "نص فقرة حجز مكالمة" },
    clear: { en: "Button to forget the language choice", ar: "زر حذف اختيار اللغة" },
    cleared: { en: "Message after the language choice is removed", ar: "رسالة بعد حذف اختيار اللغة" },
    clearFailed: { en: "Message when the removal fails", ar: "رسالة تعذّر حذف اختيار اللغة" },
    privacyPolicy: { en: "Link to the privacy policy", ar: "رابط سياسة الخصوصية" },
    close: { en: "Close button", ar: "زر الإغلاق" },
  },
  faq: { eyebrow: EYEBROW, heading: SECTION_HEADING, intro: INTRO },
  footer: {
    description: { en: "Company description", ar: "نبذة عن الشركة" },
    quickLinks: { en: "Heading of the quick links", ar: "عنوان الروابط السريعة" },
    contact: { en: "Heading of the contact details", ar: "عنوان بيانات الاتصال" },
    followUs: { en: "Heading of the social media links", ar: "عنوان روابط التواصل الاجتماعي" },
    address: { en: "Label of the address", ar: "تسمية العنوان البريدي" },
    phone: { en: "Label of the phone number", ar: "تسمية رقم الهاتف" },
    email: { en: "Label of the e-mail address", ar: "تسمية البريد الإلكتروني" },
    cookieSettings: { en: "Link to Cookie Settings", ar: "رابط إعدادات ملفات تعريف الارتباط" },
    copyright: { en: "Copyright line", ar: "سطر حقوق النشر" },
  },
  header: {
    nav: { en: "Navigation links", ar: "روابط التنقل" },
    "nav.process": { en: "Link to the process section", ar: "رابط قسم آلية العمل" },
    "nav.testimonials": { en: "Link to the testimonials", ar: "رابط آراء العملاء" },
    "nav.mission": { en: "Link to the mission section", ar: "رابط قسم الرسالة" },
    primaryNavigation: {
      en: "Name of the main navigation (read aloud)",
      ar: "اسم قائمة التنقل الرئيسية (يُقرأ صوتيًا)",
    },
    letsTalk: { en: "Header's book-a-call button", ar: "زر الحجز في ترويسة الصفحة" },
    openMenu: { en: "Phone menu's open button", ar: "زر فتح القائمة على الهاتف" },
    closeMenu: { en: "Phone menu's close button", ar: "زر إغلاق القائمة على الهاتف" },
    brandLink: {
      en: "Logo link on the home page (read aloud)",
      ar: "رابط الشعار في الصفحة الرئيسية (يُقرأ صوتيًا)",
    },
    brandLinkHome: {
      en: "Logo link on the other pages (read aloud)",
      ar: "رابط الشعار في الصفحات الأخرى (يُقرأ صوتيًا)",
    },
    language: { en: "Language switcher", ar: "زر تبديل اللغة" },
    "language.label": { en: "Language switcher's name", ar: "اسم زر تبديل اللغة" },
    switchTo: { en: "Language switcher's action (read aloud)", ar: "وصف زر تبديل اللغة (يُقرأ صوتيًا)" },
  },
  hero: {
    eyebrow: EYEBROW,
    title: { en: "Main heading of the home page", ar: "العنوان الرئيسي للصفحة الرئيسية" },
    intro: INTRO,
    exploreSolutions: { en: "Button to the services", ar: "زر الانتقال إلى الخدمات" },
    scheduleConsultation: { en: "Button to book a consultation", ar: "زر حجز استشارة" },
    metricsLabel: { en: "Name of the figures (read aloud)", ar: "اسم مجموعة الأرقام (يُقرأ صوتيًا)" },
  },
  legal: {
    lastUpdated: { en: "Line with the last-updated date", ar: "سطر تاريخ آخر تحديث" },
    contents: { en: "Heading of the table of contents", ar: "عنوان قائمة المحتويات" },
    backToContents: { en: "Link back to the table of contents", ar: "رابط العودة إلى قائمة المحتويات" },
    backToHome: BACK_HOME,
    openCookieSettings: { en: "Button to open Cookie Settings", ar: "زر فتح إعدادات ملفات تعريف الارتباط" },
  },
  metrics: {
    heading: SECTION_HEADING,
    note: { en: "Note below the figures", ar: "ملاحظة تحت الأرقام" },
  },
  mission: {
    eyebrow: EYEBROW,
    heading: SECTION_HEADING,
    description: SECTION_TEXT,
    cta: { en: "Button below the text", ar: "الزر تحت النص" },
    valuesHeading: { en: "Heading of the values", ar: "عنوان القيم" },
  },
  notFound: {
    heading: { en: "Large heading (404)", ar: "العنوان الكبير (404)" },
    message: { en: "Message below it", ar: "الرسالة تحته" },
    returnHome: BACK_HOME,
    title: { en: "Page title (browser tab)", ar: "عنوان الصفحة (في علامة تبويب المتصفح)" },
    description: {
      en: "Page description for search engines",
      ar: "وصف الصفحة لمحركات البحث",
    },
  },
  process: {
    eyebrow: EYEBROW,
    heading: SECTION_HEADING,
    intro: INTRO,
    step: { en: "Step number", ar: "رقم الخطوة" },
    imagePanelLabel: {
      en: "Name of the illustration panel (read aloud)",
      ar: "اسم لوحة الصورة التوضيحية (يُقرأ صوتيًا)",
    },
  },
  services: {
    heading: SECTION_HEADING,
    intro: INTRO,
    showFeatures: { en: "Button to show a service's details", ar: "زر عرض تفاصيل الخدمة" },
    hideFeatures: { en: "Button to hide a service's details", ar: "زر إخفاء تفاصيل الخدمة" },
    featuresOf: {
      en: "Name of a service's details (read aloud)",
      ar: "اسم قائمة تفاصيل الخدمة (يُقرأ صوتيًا)",
    },
  },
  testimonials: {
    eyebrow: EYEBROW,
    heading: SECTION_HEADING,
    intro: INTRO,
    rating: { en: "Rating (read aloud)", ar: "التقييم (يُقرأ صوتيًا)" },
  },
  tools: { eyebrow: EYEBROW, heading: SECTION_HEADING, intro: INTRO },
};

/** The English label of an interface text, or its key when it has none yet. */
export const interfaceTextLabel = (file: string, keyPath: string) =>
  INTERFACE_TEXT_LABELS[file]?.[keyPath]?.en ?? keyPath.split(".").at(-1)!;

/** The Arabic of each English label above (the editor translates labels by their English). */
export const interfaceLabelsInArabic = (): Record<string, string> => {
  const arabic: Record<string, string> = {};
  for (const labels of Object.values(INTERFACE_TEXT_LABELS)) {
    for (const { en, ar } of Object.values(labels)) {
      if (arabic[en] !== undefined && arabic[en] !== ar) {
        throw new Error(`interface text label "${en}" has two Arabic labels: "${arabic[en]}" and "${ar}"`);
      }
      arabic[en] = ar;
    }
  }
  return arabic;
};
