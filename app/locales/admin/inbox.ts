/** Texts shared by the review queue, the messages inbox and the mail outbox (docs/product/admin-back-office.md#adm-7): form errors. */
const fr = {
  "inbox.errors.invalidRequest": "La demande n'est pas valide. Rechargez la page et réessayez.",
  "inbox.errors.noSelection": "Sélectionnez au moins une ligne.",
  "inbox.errors.tooMany": "Sélectionnez au plus 100 lignes à la fois.",
  "inbox.errors.replyRequired": "Écrivez votre réponse (2 caractères au moins).",
  "inbox.errors.replyTooLong": "La réponse est trop longue (5 000 caractères au plus).",
} as const;

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "inbox.errors.invalidRequest": "This request is not valid. Reload the page and try again.",
  "inbox.errors.noSelection": "Select at least one row.",
  "inbox.errors.tooMany": "Select at most 100 rows at a time.",
  "inbox.errors.replyRequired": "Write your reply (at least 2 characters).",
  "inbox.errors.replyTooLong": "The reply is too long (5,000 characters at most).",
};

const he: Record<Keys, string> = {
  "inbox.errors.invalidRequest": "הבקשה אינה תקינה. טענו את הדף מחדש ונסו שוב.",
  "inbox.errors.noSelection": "בחרו שורה אחת לפחות.",
  "inbox.errors.tooMany": "אפשר לבחור עד 100 שורות בכל פעם.",
  "inbox.errors.replyRequired": "כתבו את התשובה (2 תווים לפחות).",
  "inbox.errors.replyTooLong": "התשובה ארוכה מדי (עד 5,000 תווים).",
};

const ru: Record<Keys, string> = {
  "inbox.errors.invalidRequest": "Запрос недействителен. Обновите страницу и попробуйте снова.",
  "inbox.errors.noSelection": "Выберите хотя бы одну строку.",
  "inbox.errors.tooMany": "Можно выбрать не более 100 строк за раз.",
  "inbox.errors.replyRequired": "Напишите ответ (не менее 2 символов).",
  "inbox.errors.replyTooLong": "Ответ слишком длинный (не более 5 000 символов).",
};

export default { fr, en, he, ru };
