/**
 * The content editor's field hints in Arabic (admin/config.ar.json), keyed by the English hint
 * the configuration is generated with (the description of the field in the content schema). A
 * hint without an entry stays in English, so a new field still appears; a unit test lists the
 * hints that still lack their Arabic.
 */

/**
 * A left-to-right example inside Arabic text (a date, a link, a phone number), kept in its
 * own direction: without the isolate (U+2066 … U+2069, what `<bdi dir="ltr">` does on the
 * site) "2025-08-14" shows as "14-08-2025" and "https://" as "//:https" after Arabic words.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

export const ARABIC_HINTS: Record<string, string> = {
  // Lists
  "The service's id in data/services.json.": `معرّف الخدمة: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات، مثل ${ltr("ai-solutions")}.`,
  "Icon key: ai, data, iiot or academy.": "اسم الأيقونة: ai أو data أو iiot أو academy.",
  "The service's name.": "اسم الخدمة.",
  "One or two sentences on what the service does.": "جملة أو جملتان عمّا تقدّمه الخدمة.",
  "Exactly four features.": "أربع خدمات فرعية بالضبط.",
  "Unique within its service.": "معرّف لا يتكرر داخل الخدمة نفسها.",
  "The feature's name.": "اسم الخدمة الفرعية.",
  "One sentence on what the feature brings.": "جملة واحدة عمّا تضيفه هذه الخدمة الفرعية.",
  "The step's id in data/process-steps.json.": "معرّف الخطوة: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات.",
  "The step's name.": "اسم الخطوة.",
  "What happens in this step.": "ما يجري في هذه الخطوة.",
  "Illustration, as a File node for gatsby-plugin-image (path relative to data/).": `الصورة التوضيحية للخطوة: مسار ملفها داخل المجلد data، مثل ${ltr("images/process/consultation.jpg")}.`,
  "Text alternative of the illustration.": "وصف نصي للصورة، يُقرأ لمن لا يراها.",
  "The testimonial's id in data/testimonials.json.": "معرّف الرأي: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات.",
  "The client's name.": "اسم العميل.",
  "Job title and company.": "المنصب والشركة.",
  "The testimonial itself.": "نص الرأي كما قاله العميل.",
  "Stars out of 5.": "عدد النجوم من 5.",
  "The group's id in data/tools.json.": "معرّف المجموعة: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات.",
  "The group's heading, e.g. Cloud & Data.": "عنوان المجموعة، مثل «الذكاء الاصطناعي والأتمتة».",
  "The tools of the group, in display order.": "أدوات المجموعة، بترتيب ظهورها.",
  "Unique within its group.": "معرّف لا يتكرر داخل المجموعة نفسها.",
  "Product name; not translated.": "اسم المنتج كما هو، دون ترجمة.",
  "Logo (SVG or raster): the URL path of a file in static/, served as it is (/tools/pytorch.svg).": `الشعار: مسار ملف صورة (SVG أو PNG مثلًا) في المجلد static، مثل ${ltr("/tools/pytorch.svg")}.`,
  "What the consultancy uses the tool for.": "فيمَ نستخدم هذه الأداة.",
  "The value's id in data/mission-values.json.": "معرّف القيمة: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات.",
  "Icon key: innovation, partnership, excellence or reliability.":
    "اسم الأيقونة: innovation أو partnership أو excellence أو reliability.",
  "The value's name.": "اسم القيمة.",
  "One sentence on what the value means in practice.": "جملة واحدة عمّا تعنيه هذه القيمة في عملنا.",
  "The question's id in data/faqs.json.": "معرّف السؤال: كلمات لاتينية بأحرف صغيرة تصل بينها شرطات.",
  "The question, as a visitor would ask it.": "السؤال كما يطرحه الزائر.",
  "The answer shown when the question is opened.": "الإجابة التي تظهر عند فتح السؤال.",
  // Legal pages
  "The file name, e.g. privacy-policy; also the page's path.": `اسم الملف، وهو أيضًا مسار الصفحة، مثل ${ltr("privacy-policy")}.`,
  "The document's title, e.g. Privacy Policy; also the footer link's text.":
    "عنوان الصفحة، مثل «سياسة الخصوصية»، وهو أيضًا نص رابطها في تذييل الصفحة.",
  "One sentence for the meta description.": "جملة واحدة تصف الصفحة، تعرضها محركات البحث تحت عنوانها.",
  "When this language version was last revised, as the language writes the date (each version has its own); null when the document shows no date.": `تاريخ آخر مراجعة لهذه النسخة اللغوية، ولكل نسخة تاريخها، ويُكتب هكذا: ${ltr("2025-08")}.`,
  "Paragraphs before the first section.": "الفقرات التي تسبق القسم الأول.",
  "Titled sections, in order: those of this build (see LegalSection.onlyInBuilds).":
    "أقسام الصفحة بعناوينها، بترتيب ظهورها. ولبعض الأقسام نسختان، تظهر كلٌّ منهما في إصدار واحد من الموقع (انظر «يظهر في إصدار واحد من الموقع فقط»).",
  "Anchor of the section on the page.": "معرّف القسم في الصفحة، ويأتي بعد # في الرابط المباشر إليه.",
  "The section's title.": "عنوان القسم.",
  "The section text, one entry per paragraph.": "نص القسم، فقرة في كل خانة.",
  "Optional bulleted list shown after the paragraphs.": "قائمة نقطية اختيارية تظهر بعد الفقرات.",
  "Optional control shown after the text: cookie-settings opens the Cookie Settings dialog.":
    "زر اختياري يظهر بعد النص: cookie-settings يفتح نافذة «إعدادات ملفات تعريف الارتباط».",
  "Present only in builds whose visitors' browsers call Calendly's API (public-calendly-token), or only in the others (no-public-calendly-token); absent: in every build.":
    "يظهر هذا القسم فقط في الإصدار الذي يطلب فيه متصفح الزائر رابط الحجز من Calendly (public-calendly-token)، أو فقط في غيره (no-public-calendly-token). اتركه فارغًا ليظهر في كل الإصدارات.",
  // Site facts
  "The site's languages; the first is the default, with unprefixed URLs.": `لغات الموقع. الأولى هي اللغة الافتراضية، وروابط صفحاتها بلا بادئة، أما روابط صفحات العربية فتبدأ بـ ${ltr("/ar/")}.`,
  "BCP 47 code, also the URL prefix (/ar/) and the key of every localized field.": `رمز اللغة، مثل ar، وهو أيضًا بادئة روابط صفحاتها (${ltr("/ar/")}) والمفتاح الذي يميّز نصوصها في كل الملفات.`,
  "The language's name for itself, as the language switcher shows it.":
    "اسم اللغة بلغتها نفسها، كما يظهر في زر تبديل اللغة.",
  "Writing direction: ltr or rtl.": "اتجاه الكتابة: ltr من اليسار إلى اليمين، أو rtl من اليمين إلى اليسار.",
  "Font family that sets this language's text first; none means the site's default stack.":
    "الخط الذي تُعرض به نصوص هذه اللغة أولًا. وإذا تُرك فارغًا عُرضت بخطوط الموقع المعتادة.",
  "Open Graph locale: site.json's (ar_AR), else the code with its likely region (en_US).": `رمز اللغة والمنطقة الذي يصاحب روابط الموقع عند مشاركتها على شبكات التواصل، مثل ${ltr("ar_AR")}. وإذا تُرك فارغًا اشتُقّ من رمز اللغة.`,
  "Brand name as written in the page's language.": "اسم العلامة التجارية كما يُكتب بلغة الصفحة.",
  "One or two sentences describing the company.": "جملة أو جملتان تعرّفان بالشركة.",
  "Public base URL of the site, e.g. https://www.example.com.": `العنوان العام للموقع، مثل ${ltr("https://www.example.com")}.`,
  "The company behind the site, as the legal notice, the privacy policy and the JSON-LD name it.":
    "الشركة صاحبة الموقع، كما يذكرها الإشعار القانوني وسياسة الخصوصية وبيانات الموقع الموجّهة لمحركات البحث.",
  "Registered name without the legal form, e.g. Ferrolink Digital.":
    "الاسم المسجّل دون الشكل القانوني، مثل Ferrolink Digital.",
  "Legal form: its abbreviation and its name in each language.": "الشكل القانوني: اختصاره، واسمه بكل لغة.",
  "As it follows the company's name, e.g. GmbH.": "كما يُكتب بعد اسم الشركة، مثل GmbH.",
  "Spelt out, e.g. limited liability company under German law.":
    "الاسم الكامل، مثل «شركة ذات مسؤولية محدودة وفق القانون الألماني».",
  "The managing director who represents the company.": "المدير العام الذي يمثّل الشركة.",
  "Entry in the commercial register.": "قيد الشركة في السجل التجاري.",
  "The register court, e.g. Amtsgericht Duisburg.": "محكمة السجل، مثل Amtsgericht Duisburg.",
  "The register number, e.g. HRB 12345.": `رقم القيد في السجل، مثل ${ltr("HRB 12345")}.`,
  "VAT identification number (USt-IdNr.), e.g. DE123456789.": `رقم التعريف لضريبة القيمة المضافة (${ltr("USt-IdNr.")})، مثل ${ltr("DE123456789")}.`,
  "Person responsible for the content under § 18 (2) MStV.": `المسؤول عن المحتوى وفقًا للمادة 18، الفقرة 2 من معاهدة الإعلام بين الولايات (${ltr("§ 18 Abs. 2 MStV")}).`,
  "Contact e-mail, phone and postal address.": "البريد الإلكتروني ورقم الهاتف والعنوان البريدي.",
  "Contact and privacy e-mail address.": "عنوان البريد الإلكتروني للتواصل ولمسائل حماية البيانات.",
  "Phone number in international form, e.g. +49 203 1234567.": `رقم الهاتف بالصيغة الدولية، مثل ${ltr("+49 203 1234567")}.`,
  "Postal address written for the page's language: street and postal code as on an envelope, city and country as the language names them.":
    "العنوان البريدي بلغة الصفحة: الشارع والرمز البريدي كما يُكتبان على الظرف، والمدينة والبلد بالاسم المعروف في تلك اللغة.",
  "The hosting provider that delivers the site, as the privacy policy names it.":
    "مزوّد الاستضافة الذي يقدّم الموقع، كما تذكره سياسة الخصوصية.",
  "The provider's name, e.g. Netlify, Inc.": `اسم المزوّد، مثل ${ltr("Netlify, Inc.")}`,
  "ISO 3166-1 code of the country where the provider processes and stores the server log data, e.g. US (the pages themselves may come from its servers anywhere).":
    "رمز البلد (حرفان لاتينيان) الذي يعالج فيه المزوّد بيانات سجلات الخادم ويخزّنها، مثل US. أما الصفحات نفسها فقد تأتي من خوادمه في أي مكان.",
  "The legal basis of the transfer when the log data is processed outside the EU/EEA (citing Art. 45 or Art. 46 GDPR); none inside.":
    "الأساس القانوني لنقل بيانات السجلات إذا عولجت خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية، مع ذكر المادة 45 أو المادة 46 من اللائحة. ويُترك فارغًا إذا عولجت داخلهما.",
  "How many days the provider keeps server log data, as it documents them for the plan in use.":
    "عدد الأيام التي يحتفظ فيها المزوّد ببيانات سجلات الخادم، كما يذكرها في وثائقه للباقة المستخدمة.",
  "Whether a data protection officer is appointed (name, e-mail) or why none is required.":
    "هل عيّنت الشركة مسؤولًا لحماية البيانات (الاسم والبريد الإلكتروني)، أو لماذا لا يلزمها ذلك.",
  "Whether the company has appointed a data protection officer.": "هل عيّنت الشركة مسؤولًا لحماية البيانات.",
  "When appointed: the officer's name, as the policy publishes it.": "إن عُيّن: اسم المسؤول كما تنشره سياسة الخصوصية.",
  "When appointed: the address at which visitors reach the officer directly.":
    "إن عُيّن: عنوان البريد الإلكتروني الذي يراسله عليه الزوار مباشرةً.",
  'When none is appointed: why none is required, as the policy says it after "Data protection officer:".':
    "إن لم يُعيَّن أحد: لماذا لا يلزم تعيينه، كما تذكره سياسة الخصوصية بعد عبارة «مسؤول حماية البيانات:».",
  "The social profiles (one to seven, each network once), in display order.":
    "حسابات الشركة على شبكات التواصل الاجتماعي بترتيب ظهورها: من حساب واحد إلى سبعة، وحساب واحد لكل شبكة.",
  "Network key: linkedin, x, youtube, ...": "رمز الشبكة: linkedin أو x أو youtube أو غيرها.",
  "Network name shown to visitors (e.g. LinkedIn).": "اسم الشبكة كما يراه الزوار، مثل LinkedIn.",
  "Profile URL, opened in a new tab.": "رابط الحساب، ويُفتح في علامة تبويب جديدة.",
  "Defaults for the book-a-call link.": "رابط حجز المكالمة الذي يُستخدم افتراضيًا.",
  "Link used for booking a call when no live scheduling link is resolved (the provider's home page).":
    "الرابط الذي تفتحه أزرار الحجز إذا لم يتوفر رابط حجز محدَّث، ويُفضَّل أن يكون رابط صفحة الحجز الخاصة بنا، لا الصفحة الرئيسية لمزوّد خدمة المواعيد.",
  "Hero metrics, in display order.": "أرقام القسم الافتتاحي، بترتيب ظهورها.",
  "Unique key of the metric.": "معرّف لا يتكرر بين الأرقام.",
  "The figure shown, e.g. 120+.": `الرقم كما يظهر، مثل ${ltr("120+")}.`,
  "What the figure counts, e.g. Average ROI.": "ما يدل عليه الرقم، مثل «متوسط العائد على الاستثمار».",
};
