/** The back office offline (docs/product/seo-and-install.md#seo-7). Keys "adminOffline.". */
const fr = {
  "adminOffline.title": "Hors ligne",
  "adminOffline.banner": "Hors ligne — données du {day} à {time}",
  "adminOffline.bannerNoData": "Hors ligne — aucune donnée enregistrée sur cet appareil",
  "adminOffline.readOnly": "Lecture seule : les actions reviennent avec la connexion.",
  "adminOffline.backOnline": "Connexion rétablie",
  "adminOffline.reload": "Recharger",
  "adminOffline.loading": "Lecture des données enregistrées sur cet appareil…",
  "adminOffline.empty": "Aucune donnée n'est enregistrée sur cet appareil. Ouvrez l'administration avec une connexion pour garder le tableau de bord et les dernières commandes à portée de main.",
  "adminOffline.ordersNote": "Dernières commandes enregistrées sur cet appareil : {count}, telles qu'à la dernière synchronisation.",
  "adminOffline.orderMissing": "Cette commande n'est pas parmi les dernières commandes enregistrées sur cet appareil.",
  "adminOffline.unavailable": "Cet écran n'est pas disponible hors ligne.",
  "adminOffline.unavailableHint": "Hors ligne, vous pouvez lire le tableau de bord et les dernières commandes.",
  "adminOffline.shipment": "Livraison et paiement",
  "adminOffline.toCollect": "À encaisser à la livraison",
  "adminOffline.nothingToCollect": "Rien à encaisser",
};

const en: typeof fr = {
  "adminOffline.title": "Offline",
  "adminOffline.banner": "Offline — data from {day} at {time}",
  "adminOffline.bannerNoData": "Offline — no data saved on this device",
  "adminOffline.readOnly": "Read only: actions come back with the connection.",
  "adminOffline.backOnline": "Back online",
  "adminOffline.reload": "Reload",
  "adminOffline.loading": "Reading the data saved on this device…",
  "adminOffline.empty": "No data is saved on this device. Open the back office while connected to keep the dashboard and the latest orders at hand.",
  "adminOffline.ordersNote": "Latest orders saved on this device: {count}, as at the last sync.",
  "adminOffline.orderMissing": "This order is not among the latest orders saved on this device.",
  "adminOffline.unavailable": "This screen is not available offline.",
  "adminOffline.unavailableHint": "Offline, you can read the dashboard and the latest orders.",
  "adminOffline.shipment": "Delivery and payment",
  "adminOffline.toCollect": "To collect on delivery",
  "adminOffline.nothingToCollect": "Nothing to collect",
};

const he: typeof fr = {
  "adminOffline.title": "לא מקוון",
  "adminOffline.banner": "לא מקוון — נתונים מ־{day} בשעה {time}",
  "adminOffline.bannerNoData": "לא מקוון — אין נתונים שמורים במכשיר הזה",
  "adminOffline.readOnly": "קריאה בלבד: הפעולות יחזרו עם החיבור.",
  "adminOffline.backOnline": "החיבור חזר",
  "adminOffline.reload": "טעינה מחדש",
  "adminOffline.loading": "קוראים את הנתונים השמורים במכשיר הזה…",
  "adminOffline.empty": "אין נתונים שמורים במכשיר הזה. פתחי את ממשק הניהול עם חיבור כדי לשמור בהישג יד את לוח הבקרה וההזמנות האחרונות.",
  "adminOffline.ordersNote": "ההזמנות האחרונות השמורות במכשיר הזה: {count}, כפי שהיו בסנכרון האחרון.",
  "adminOffline.orderMissing": "ההזמנה הזו אינה בין ההזמנות האחרונות השמורות במכשיר הזה.",
  "adminOffline.unavailable": "המסך הזה אינו זמין ללא חיבור.",
  "adminOffline.unavailableHint": "ללא חיבור אפשר לקרוא את לוח הבקרה ואת ההזמנות האחרונות.",
  "adminOffline.shipment": "משלוח ותשלום",
  "adminOffline.toCollect": "לגבייה במסירה",
  "adminOffline.nothingToCollect": "אין מה לגבות",
};

const ru: typeof fr = {
  "adminOffline.title": "Нет сети",
  "adminOffline.banner": "Нет сети — данные от {day}, {time}",
  "adminOffline.bannerNoData": "Нет сети — на этом устройстве нет сохранённых данных",
  "adminOffline.readOnly": "Только чтение: действия вернутся вместе со связью.",
  "adminOffline.backOnline": "Связь восстановлена",
  "adminOffline.reload": "Обновить",
  "adminOffline.loading": "Читаем данные, сохранённые на этом устройстве…",
  "adminOffline.empty": "На этом устройстве нет сохранённых данных. Откройте панель управления при подключении, чтобы сводка и последние заказы были под рукой.",
  "adminOffline.ordersNote": "Последние заказы, сохранённые на этом устройстве: {count}, на момент последней синхронизации.",
  "adminOffline.orderMissing": "Этого заказа нет среди последних заказов, сохранённых на этом устройстве.",
  "adminOffline.unavailable": "Этот экран недоступен без сети.",
  "adminOffline.unavailableHint": "Без сети можно читать сводку и последние заказы.",
  "adminOffline.shipment": "Доставка и оплата",
  "adminOffline.toCollect": "Получить при доставке",
  "adminOffline.nothingToCollect": "Получать нечего",
};

export default { fr, en, he, ru };
