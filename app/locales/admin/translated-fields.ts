/** The texts of the four-language fields (app/components/admin/form/translated-fields.tsx). Keys "translatedFields.". */
const fr = {
  "translatedFields.languages": "Langues",
  "translatedFields.hint": "Le français est obligatoire. Une langue sans traduction affiche le texte français dans la boutique.",
  "translatedFields.hintDefaults": "Un champ laissé vide garde le texte d'origine de la boutique dans cette langue.",
  "translatedFields.missing": "manquant",
  "translatedFields.error": "à corriger",
  "translatedFields.required": "(obligatoire)",
};

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "translatedFields.languages": "Languages",
  "translatedFields.hint": "French is required. A language without a translation shows the French text in the shop.",
  "translatedFields.hintDefaults": "A field left empty keeps the shop's original text in that language.",
  "translatedFields.missing": "missing",
  "translatedFields.error": "to fix",
  "translatedFields.required": "(required)",
};

const he: Record<Keys, string> = {
  "translatedFields.languages": "שפות",
  "translatedFields.hint": "צרפתית היא חובה. שפה ללא תרגום מציגה בחנות את הטקסט בצרפתית.",
  "translatedFields.hintDefaults": "שדה שנשאר ריק שומר על הטקסט המקורי של החנות בשפה זו.",
  "translatedFields.missing": "חסר",
  "translatedFields.error": "לתיקון",
  "translatedFields.required": "(חובה)",
};

const ru: Record<Keys, string> = {
  "translatedFields.languages": "Языки",
  "translatedFields.hint": "Французский обязателен. Язык без перевода показывает в магазине французский текст.",
  "translatedFields.hintDefaults": "Пустое поле оставляет исходный текст магазина на этом языке.",
  "translatedFields.missing": "пусто",
  "translatedFields.error": "исправить",
  "translatedFields.required": "(обязательно)",
};

export default { fr, en, he, ru };
