/**
 * Texts of Sveltia CMS's own interface that its Arabic file (locales/ar.json of @sveltia/cms)
 * lacks, so that they showed in English in the Arabic editor ("Show Errors"), and a few of its
 * Arabic texts corrected. Keyed by the text's path in Sveltia's English file; the build serves
 * Sveltia's Arabic file with these merged in (src/editor/editorFiles.ts), and a unit test fails
 * when a key is no longer one of Sveltia's. Sveltia's own words are kept: an entry is «عنصر».
 */
export const SVELTIA_ARABIC: Record<string, string> = {
  // Saving with errors, and what the editor then offers
  show_errors: "عرض الأخطاء",
  list_item_options: "خيارات البند",
  select_item: "تحديد {$name}",
  // An entry changed in the repository after it was opened
  "save_conflict.title": "غيّر شخص آخر هذا العنصر",
  "save_conflict.modified_by": "غيّر {$name} هذا العنصر في {$date}، بعد أن فتحتَه.",
  "save_conflict.modified": "تغيّر هذا العنصر في المستودع بعد أن فتحتَه.",
  "save_conflict.deleted": "حُذف هذا العنصر من المستودع بعد أن فتحتَه.",
  "save_conflict.overwrite_warning": "إذا حفظت الآن فستضيع تغييراته.",
  "save_conflict.recreate_warning": "إذا حفظت الآن فسيُنشأ العنصر من جديد.",
  "save_conflict.save_anyway": "الحفظ على أي حال",
  "save_conflict.branch_moved": "حدّث شخص آخر المستودع أثناء الحفظ. يُرجى المحاولة مرة أخرى.",
  "remote_change.reload_entry": "إعادة تحميل العنصر",
  "remote_change.confirm_reloading_entry": "هل تريد إعادة تحميل العنصر؟ ستضيع التغييرات التي لم تحفظها.",
  // Above every refused or failed save, before its reason: Sveltia's asks to try again later, where
  // a refusal asks for a change (its English, built into Sveltia's script, cannot be replaced)
  "saving_entry.error.description": "تعذّر حفظ العنصر.",
  // Files and images
  file_unavailable: "غير متاح",
  file_unavailable_description: "تعذّر تحميل هذا الملف. ربما نُقل أو حُذف.",
  replace_file: "استبدال الملف",
  replace_image: "استبدال الصورة",
  remove_file: "إزالة الملف",
  remove_image: "إزالة الصورة",
  // Corrections of Sveltia's Arabic: «حقلًا», not «حشلاً»
  entry_validation_errors:
    ".input {$count :integer} .match $count 0 {{تحتوي الحقول على أخطاء. يرجى تصحيحها لحفظ العنصر.}} one {{يحتوي حقل واحد على خطأ. يرجى تصحيحه لحفظ العنصر.}} two {{يحتوي حقلان على أخطاء. يرجى تصحيحهما لحفظ العنصر.}} few {{تحتوي {$count} حقول على أخطاء. يرجى تصحيحها لحفظ العنصر.}} many {{يحتوي {$count} حقلًا على أخطاء. يرجى تصحيحها لحفظ العنصر.}} * {{يحتوي {$count} حقل على أخطاء. يرجى تصحيحها لحفظ العنصر.}}",
};

/** Sveltia's Arabic texts (its locales/ar.json, parsed) with the ones above set at their paths. */
export const withSveltiaArabic = (texts: Record<string, unknown>): Record<string, unknown> => {
  const merged = structuredClone(texts);
  for (const [keyPath, text] of Object.entries(SVELTIA_ARABIC)) {
    const keys = keyPath.split(".");
    let parent = merged;
    for (const key of keys.slice(0, -1)) {
      if (typeof parent[key] !== "object" || parent[key] === null) parent[key] = {};
      parent = parent[key] as Record<string, unknown>;
    }
    parent[keys.at(-1)!] = text;
  }
  return merged;
};
