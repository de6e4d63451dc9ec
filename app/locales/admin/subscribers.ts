/** The newsletter subscribers' texts (docs/product/admin-back-office.md#adm-7). Keys prefixed "subscribers.". */
const fr = {
  "subscribers.title": "Newsletter",
  "subscribers.intro": "Les adresses inscrites, avec le consentement donné et sa date. Chaque lettre porte un lien de désinscription.",
  "subscribers.searchPlaceholder": "Adresse e-mail",
  "subscribers.empty": "Aucun abonné pour l'instant : l'inscription se fait en bas de chaque page de la boutique.",
  "subscribers.col.email": "E-mail",
  "subscribers.col.lang": "Langue",
  "subscribers.col.consentAt": "Consentement le",
  "subscribers.col.consentText": "Texte accepté",
  "subscribers.col.state": "Statut",
  "subscribers.col.unsubscribedAt": "Désinscription le",
  "subscribers.state.subscribed": "Abonné",
  "subscribers.state.unsubscribed": "Désinscrit",
  "subscribers.filter.state": "Statut",
  "subscribers.filter.lang": "Langue",
} as const;

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "subscribers.title": "Newsletter",
  "subscribers.intro": "The subscribed addresses, with the consent given and when. Every letter carries an unsubscribe link.",
  "subscribers.searchPlaceholder": "E-mail address",
  "subscribers.empty": "No subscribers yet: visitors sign up at the bottom of every shop page.",
  "subscribers.col.email": "E-mail",
  "subscribers.col.lang": "Language",
  "subscribers.col.consentAt": "Consent given",
  "subscribers.col.consentText": "Accepted text",
  "subscribers.col.state": "Status",
  "subscribers.col.unsubscribedAt": "Unsubscribed",
  "subscribers.state.subscribed": "Subscribed",
  "subscribers.state.unsubscribed": "Unsubscribed",
  "subscribers.filter.state": "Status",
  "subscribers.filter.lang": "Language",
};

const he: Record<Keys, string> = {
  "subscribers.title": "ניוזלטר",
  "subscribers.intro": "הכתובות הרשומות, עם ההסכמה שניתנה ומועדה. כל מכתב כולל קישור להסרה מהרשימה.",
  "subscribers.searchPlaceholder": "כתובת אימייל",
  "subscribers.empty": "עדיין אין מנויים: ההרשמה נמצאת בתחתית כל דף בחנות.",
  "subscribers.col.email": "אימייל",
  "subscribers.col.lang": "שפה",
  "subscribers.col.consentAt": "מועד ההסכמה",
  "subscribers.col.consentText": "הטקסט שאושר",
  "subscribers.col.state": "סטטוס",
  "subscribers.col.unsubscribedAt": "מועד ההסרה",
  "subscribers.state.subscribed": "רשום/ה",
  "subscribers.state.unsubscribed": "הוסר/ה",
  "subscribers.filter.state": "סטטוס",
  "subscribers.filter.lang": "שפה",
};

const ru: Record<Keys, string> = {
  "subscribers.title": "Рассылка",
  "subscribers.intro": "Подписанные адреса, с данным согласием и его датой. Каждое письмо содержит ссылку для отписки.",
  "subscribers.searchPlaceholder": "Адрес почты",
  "subscribers.empty": "Подписчиков пока нет: подписка есть внизу каждой страницы магазина.",
  "subscribers.col.email": "Почта",
  "subscribers.col.lang": "Язык",
  "subscribers.col.consentAt": "Дата согласия",
  "subscribers.col.consentText": "Принятый текст",
  "subscribers.col.state": "Статус",
  "subscribers.col.unsubscribedAt": "Дата отписки",
  "subscribers.state.subscribed": "Подписан",
  "subscribers.state.unsubscribed": "Отписался",
  "subscribers.filter.state": "Статус",
  "subscribers.filter.lang": "Язык",
};

export default { fr, en, he, ru };
