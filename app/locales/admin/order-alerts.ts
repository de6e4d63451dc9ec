/** The new-order alerts' texts (docs/product/seo-and-install.md#seo-7). Keys "orderAlerts.". */
const fr = {
  "orderAlerts.toast": "Nouvelle commande n° {number} : {total}",
  "orderAlerts.from": "De {name}",
  "orderAlerts.open": "Voir la commande",
  "orderAlerts.sound": "Son des nouvelles commandes",
  "orderAlerts.soundOn": "Son des nouvelles commandes activé",
  "orderAlerts.soundOff": "Son des nouvelles commandes coupé",
  "orderAlerts.unseen": "Nouvelles commandes : {count}",
  "orderAlerts.pushOn": "Alertes activées sur cet appareil.",
  "orderAlerts.pushOff": "Alertes désactivées sur cet appareil.",
  "orderAlerts.pushAlreadyOff": "Les alertes étaient déjà désactivées sur cet appareil.",
  "orderAlerts.errors.subscription": "Cet appareil n'a pas pu être inscrit aux alertes. Réessayez.",
  "orderAlerts.errors.pushService": "Cette adresse n'est pas celle du service de notifications d'un navigateur (Chrome, Firefox, Edge, Safari) : les alertes ne peuvent pas y être envoyées.",
  "orderAlerts.errors.quietHours": "Indiquez des heures calmes valides (jour et heure).",
};

const en: typeof fr = {
  "orderAlerts.toast": "New order no. {number}: {total}",
  "orderAlerts.from": "From {name}",
  "orderAlerts.open": "View the order",
  "orderAlerts.sound": "New-order sound",
  "orderAlerts.soundOn": "New-order sound on",
  "orderAlerts.soundOff": "New-order sound off",
  "orderAlerts.unseen": "New orders: {count}",
  "orderAlerts.pushOn": "Alerts on for this device.",
  "orderAlerts.pushOff": "Alerts off for this device.",
  "orderAlerts.pushAlreadyOff": "Alerts were already off for this device.",
  "orderAlerts.errors.subscription": "This device could not be signed up for alerts. Try again.",
  "orderAlerts.errors.pushService": "This address is not a browser's push service (Chrome, Firefox, Edge, Safari): alerts cannot be sent there.",
  "orderAlerts.errors.quietHours": "Give valid quiet hours (day and time).",
};

const he: typeof fr = {
  "orderAlerts.toast": "הזמנה חדשה מס׳ {number}: {total}",
  "orderAlerts.from": "מאת {name}",
  "orderAlerts.open": "לצפייה בהזמנה",
  "orderAlerts.sound": "צליל להזמנות חדשות",
  "orderAlerts.soundOn": "הצליל להזמנות חדשות מופעל",
  "orderAlerts.soundOff": "הצליל להזמנות חדשות כבוי",
  "orderAlerts.unseen": "הזמנות חדשות: {count}",
  "orderAlerts.pushOn": "ההתראות הופעלו במכשיר הזה.",
  "orderAlerts.pushOff": "ההתראות כובו במכשיר הזה.",
  "orderAlerts.pushAlreadyOff": "ההתראות כבר היו כבויות במכשיר הזה.",
  "orderAlerts.errors.subscription": "לא ניתן היה לרשום את המכשיר להתראות. נסי שוב.",
  "orderAlerts.errors.pushService": "הכתובת הזאת אינה של שירות ההתראות של דפדפן (Chrome, Firefox, Edge, Safari): אי אפשר לשלוח אליה התראות.",
  "orderAlerts.errors.quietHours": "צייני שעות שקטות תקינות (יום ושעה).",
};

const ru: typeof fr = {
  "orderAlerts.toast": "Новый заказ № {number}: {total}",
  "orderAlerts.from": "От {name}",
  "orderAlerts.open": "Открыть заказ",
  "orderAlerts.sound": "Звук новых заказов",
  "orderAlerts.soundOn": "Звук новых заказов включён",
  "orderAlerts.soundOff": "Звук новых заказов выключен",
  "orderAlerts.unseen": "Новых заказов: {count}",
  "orderAlerts.pushOn": "Уведомления на этом устройстве включены.",
  "orderAlerts.pushOff": "Уведомления на этом устройстве выключены.",
  "orderAlerts.pushAlreadyOff": "Уведомления на этом устройстве уже были выключены.",
  "orderAlerts.errors.subscription": "Не удалось подписать это устройство на уведомления. Попробуйте ещё раз.",
  "orderAlerts.errors.pushService": "Этот адрес не принадлежит службе уведомлений браузера (Chrome, Firefox, Edge, Safari): отправлять туда уведомления нельзя.",
  "orderAlerts.errors.quietHours": "Укажите правильные тихие часы (день и время).",
};

export default { fr, en, he, ru };
