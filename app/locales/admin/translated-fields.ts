/** The texts of the four-language fields (app/components/admin/form/translated-fields.tsx). Keys "translatedFields.". */
const fr = {
  "translatedFields.languages": "Langues",
  "translatedFields.hint": "Le français est obligatoire. Une langue sans traduction affiche le texte français dans la boutique.",
  "translatedFields.missing": "manquant",
  "translatedFields.error": "à corriger",
  "translatedFields.required": "(obligatoire)",
};

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "translatedFields.languages": "Languages",
  "translatedFields.hint": "French is required. A language without a translation shows the French text in the shop.",
  "translatedFields.missing": "missing",
  "translatedFields.error": "to fix",
  "translatedFields.required": "(required)",
};

const he: Record<Keys, string> = {
  "translatedFields.languages": "שפות",
  "translatedFields.hint": "צרפתית היא חובה. שפה ללא תרגום מציגה בחנות את הטקסט בצרפתית.",
  "translatedFields.missing": "חסר",
  "translatedFields.error": "לתיקון",
  "translatedFields.required": "(חובה)",
};

const ru: Record<Keys, string> = {
  "translatedFields.languages": "Языки",
  "translatedFields.hint": "Французский обязателен. Язык без перевода показывает в магазине французский текст.",
  "translatedFields.missing": "пусто",
  "translatedFields.error": "исправить",
  "translatedFields.required": "(обязательно)",
};

export default { fr, en, he, ru };
