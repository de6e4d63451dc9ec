/** The loyalty screen's texts (docs/product/admin-back-office.md#adm-6, docs/product/admin-back-office.md#adm-6). Keys "loyalty.". */
const fr = {
  "loyalty.screenTitle": "Fidélité",
  "loyalty.intro": "Les membres du programme par niveau, et les derniers mouvements de points.",
  "loyalty.levels": "Membres par niveau",
  "loyalty.members": "Membres",
  "loyalty.empty": "Aucun membre pour l'instant : les points arrivent avec la première commande livrée.",
  "loyalty.latest": "Derniers mouvements de points",
  "loyalty.latestEmpty": "Aucun mouvement de points pour l'instant.",
  "loyalty.col.member": "Membre",
  "loyalty.col.points": "Solde",
  "loyalty.col.total": "Total gagné",
  "loyalty.col.spent": "Dépenses (€)",
  "loyalty.col.updatedAt": "Dernier mouvement",
} as const;

type Keys = keyof typeof fr;

const en: Record<Keys, string> = {
  "loyalty.screenTitle": "Loyalty",
  "loyalty.intro": "The programme's members by level, and the latest points movements.",
  "loyalty.levels": "Members by level",
  "loyalty.members": "Members",
  "loyalty.empty": "No members yet: points come with the first delivered order.",
  "loyalty.latest": "Latest points movements",
  "loyalty.latestEmpty": "No points movements yet.",
  "loyalty.col.member": "Member",
  "loyalty.col.points": "Balance",
  "loyalty.col.total": "Total earned",
  "loyalty.col.spent": "Spend (€)",
  "loyalty.col.updatedAt": "Last movement",
};

const he: Record<Keys, string> = {
  "loyalty.screenTitle": "מועדון לקוחות",
  "loyalty.intro": "חברי המועדון לפי דרגה, ותנועות הנקודות האחרונות.",
  "loyalty.levels": "חברים לפי דרגה",
  "loyalty.members": "חברי מועדון",
  "loyalty.empty": "עדיין אין חברים: הנקודות מגיעות עם ההזמנה הראשונה שנמסרה.",
  "loyalty.latest": "תנועות נקודות אחרונות",
  "loyalty.latestEmpty": "עדיין אין תנועות נקודות.",
  "loyalty.col.member": "חבר/ה",
  "loyalty.col.points": "יתרה",
  "loyalty.col.total": "סך הכול נצבר",
  "loyalty.col.spent": "רכישות (€)",
  "loyalty.col.updatedAt": "תנועה אחרונה",
};

const ru: Record<Keys, string> = {
  "loyalty.screenTitle": "Программа лояльности",
  "loyalty.intro": "Участники программы по уровням и последние движения баллов.",
  "loyalty.levels": "Участники по уровням",
  "loyalty.members": "Участники",
  "loyalty.empty": "Участников пока нет: баллы начисляются с первым доставленным заказом.",
  "loyalty.latest": "Последние движения баллов",
  "loyalty.latestEmpty": "Движений баллов пока нет.",
  "loyalty.col.member": "Участник",
  "loyalty.col.points": "Баланс",
  "loyalty.col.total": "Всего начислено",
  "loyalty.col.spent": "Покупки (€)",
  "loyalty.col.updatedAt": "Последнее движение",
};

export default { fr, en, he, ru };
