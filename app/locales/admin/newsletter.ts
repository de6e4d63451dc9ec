/** The newsletter subscribers' texts (issue 10 point 7). Keys prefixed "newsletter.". */
const fr = {
  "newsletter.title": "Newsletter",
  "newsletter.intro": "Les adresses inscrites, avec le consentement donné et sa date. Chaque lettre porte un lien de désinscription.",
  "newsletter.searchPlaceholder": "Adresse e-mail",
  "newsletter.empty": "Aucun abonné pour l'instant : l'inscription se fait en bas de chaque page de la boutique.",
  "newsletter.col.email": "E-mail",
  "newsletter.col.lang": "Langue",
  "newsletter.col.consentAt": "Consentement le",
  "newsletter.col.consentText": "Texte accepté",
  "newsletter.col.state": "Statut",
  "newsletter.col.unsubscribedAt": "Désinscription le",
  "newsletter.state.subscribed": "Abonné",
  "newsletter.state.unsubscribed": "Désinscrit",
  "newsletter.filter.state": "Statut",
  "newsletter.filter.lang": "Langue",
} as const;

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "newsletter.title": "Newsletter",
  "newsletter.intro": "The subscribed addresses, with the consent given and when. Every letter carries an unsubscribe link.",
  "newsletter.searchPlaceholder": "E-mail address",
  "newsletter.empty": "No subscribers yet: visitors sign up at the bottom of every shop page.",
  "newsletter.col.email": "E-mail",
  "newsletter.col.lang": "Language",
  "newsletter.col.consentAt": "Consent given",
  "newsletter.col.consentText": "Accepted text",
  "newsletter.col.state": "Status",
  "newsletter.col.unsubscribedAt": "Unsubscribed",
  "newsletter.state.subscribed": "Subscribed",
  "newsletter.state.unsubscribed": "Unsubscribed",
  "newsletter.filter.state": "Status",
  "newsletter.filter.lang": "Language",
};

const he: Record<Keys, string> = {
  "newsletter.title": "ניוזלטר",
  "newsletter.intro": "הכתובות הרשומות, עם ההסכמה שניתנה ומועדה. כל מכתב כולל קישור להסרה מהרשימה.",
  "newsletter.searchPlaceholder": "כתובת אימייל",
  "newsletter.empty": "עדיין אין מנויים: ההרשמה נמצאת בתחתית כל דף בחנות.",
  "newsletter.col.email": "אימייל",
  "newsletter.col.lang": "שפה",
  "newsletter.col.consentAt": "מועד ההסכמה",
  "newsletter.col.consentText": "הטקסט שאושר",
  "newsletter.col.state": "סטטוס",
  "newsletter.col.unsubscribedAt": "מועד ההסרה",
  "newsletter.state.subscribed": "רשום/ה",
  "newsletter.state.unsubscribed": "הוסר/ה",
  "newsletter.filter.state": "סטטוס",
  "newsletter.filter.lang": "שפה",
};

const ru: Record<Keys, string> = {
  "newsletter.title": "Рассылка",
  "newsletter.intro": "Подписанные адреса, с данным согласием и его датой. Каждое письмо содержит ссылку для отписки.",
  "newsletter.searchPlaceholder": "Адрес почты",
  "newsletter.empty": "Подписчиков пока нет: подписка есть внизу каждой страницы магазина.",
  "newsletter.col.email": "Почта",
  "newsletter.col.lang": "Язык",
  "newsletter.col.consentAt": "Дата согласия",
  "newsletter.col.consentText": "Принятый текст",
  "newsletter.col.state": "Статус",
  "newsletter.col.unsubscribedAt": "Дата отписки",
  "newsletter.state.subscribed": "Подписан",
  "newsletter.state.unsubscribed": "Отписался",
  "newsletter.filter.state": "Статус",
  "newsletter.filter.lang": "Язык",
};

export default { fr, en, he, ru };
