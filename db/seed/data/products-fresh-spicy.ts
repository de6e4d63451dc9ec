/**
 * DEMO DATA: the "fresh" and "spicy" candles of an invented collection for the demo brand
 * Maison Lumière (hand-poured soy-wax candles from Netanya, essences from Grasse, hand-blown
 * glass). None of these products, prices, stock levels or stories are real; they exist only so
 * that a fresh install shows a complete shop. It includes the one limited-edition 2025 star
 * candle ("Étoile de Jaffa"). French is the source text; en, he and ru are translations.
 */
import type { Localized } from "../../../app/lib/langs";
import type { SeedProduct, SeedVariantFacts } from "../types";
import { COTTON_WICK, WOODEN_WICK, productText, sizeLabel, variant } from "./wording";

// ---------------------------------------------------------------------------------------------
// Shared wording
// ---------------------------------------------------------------------------------------------

const THREE_COTTON_WICKS: Localized = {
  fr: "Trois mèches en coton",
  en: "Three cotton wicks",
  he: "שלושה פתילי כותנה",
  ru: "Три хлопковых фитиля",
};

const HAND_BLOWN_GLASS: Localized = {
  fr: "Verre soufflé à la main",
  en: "Hand-blown glass",
  he: "זכוכית בניפוח ידני",
  ru: "Стекло ручного выдува",
};

/** Care for a single cotton wick in a vessel. */
const CARE_COTTON: Localized = {
  fr: "Lors du premier allumage, laissez brûler la bougie jusqu'à ce que la cire fondue atteigne les bords du contenant, soit environ deux heures. Avant chaque utilisation, recoupez la mèche à 5 mm et ne dépassez pas 3 heures de combustion d'affilée. Ne laissez jamais une bougie allumée sans surveillance, et tenez-la à l'écart des courants d'air, des enfants et des animaux.",
  en: "On the first lighting, let the candle burn until the melted wax reaches the edges of the vessel, about two hours. Trim the wick to 5 mm before each use and never burn it for more than 3 hours at a time. Never leave a lit candle unattended, and keep it away from draughts, children and pets.",
  he: "בהדלקה הראשונה, הניחו לנר לבעור עד שהשעווה המותכת תגיע לשולי הכלי, כשעתיים. לפני כל שימוש קצרו את הפתיל ל־5 מ״מ, ואל תדליקו את הנר ליותר מ־3 שעות ברציפות. לעולם אל תשאירו נר דולק ללא השגחה, והרחיקו אותו ממשבי רוח, מילדים ומחיות מחמד.",
  ru: "При первом зажигании дайте свече гореть, пока расплавленный воск не дойдёт до краёв сосуда, — обычно около двух часов. Перед каждым использованием подрезайте фитиль до 5 мм и не жгите свечу дольше 3 часов подряд. Никогда не оставляйте горящую свечу без присмотра и держите её вдали от сквозняков, детей и домашних животных.",
};

/** Care for a wooden wick. */
const CARE_WOOD: Localized = {
  fr: "Au premier allumage, laissez la cire fondre jusqu'aux bords du contenant avant d'éteindre ; la mèche en bois crépite doucement, c'est tout à fait normal. Recoupez-la à 5 mm avant chaque allumage en retirant la partie noircie, et ne dépassez pas 3 heures de combustion. Ne laissez jamais la bougie allumée sans surveillance.",
  en: "On the first lighting, let the wax melt all the way to the edges of the vessel before putting it out; the wooden wick crackles softly, which is perfectly normal. Trim it to 5 mm before each lighting, removing the charred part, and never burn for more than 3 hours. Never leave the candle burning unattended.",
  he: "בהדלקה הראשונה, הניחו לשעווה להימס עד שולי הכלי לפני הכיבוי; פתיל העץ מפצפץ בעדינות, וזה טבעי לגמרי. לפני כל הדלקה קצרו אותו ל־5 מ״מ והסירו את החלק המפויח, ואל תדליקו את הנר ליותר מ־3 שעות. לעולם אל תשאירו את הנר דולק ללא השגחה.",
  ru: "При первом зажигании дождитесь, пока воск расплавится до самых краёв сосуда, и только потом гасите свечу; деревянный фитиль тихо потрескивает — это совершенно нормально. Перед каждым зажиганием подрезайте его до 5 мм, удаляя обугленную часть, и не жгите свечу дольше 3 часов. Никогда не оставляйте горящую свечу без присмотра.",
};

/** Care for the three-wick bowl. */
const CARE_BOWL: Localized = {
  fr: "Allumez toujours les trois mèches ensemble et, la première fois, laissez brûler jusqu'à ce que la cire fondue recouvre toute la surface jusqu'aux bords. Recoupez chaque mèche à 5 mm avant usage et limitez chaque séance à 3 heures. Posez la coupe sur une surface stable et ne la laissez jamais allumée sans surveillance.",
  en: "Always light all three wicks together and, the first time, let them burn until the melted wax covers the whole surface right to the edges. Trim each wick to 5 mm before use and limit each session to 3 hours. Set the bowl on a stable surface and never leave it burning unattended.",
  he: "הדליקו תמיד את שלושת הפתילים יחד, ובפעם הראשונה הניחו להם לבעור עד שהשעווה המותכת תכסה את כל פני השטח עד השוליים. קצרו כל פתיל ל־5 מ״מ לפני השימוש, והגבילו כל הדלקה ל־3 שעות. הניחו את הקערה על משטח יציב ולעולם אל תשאירו אותה דולקת ללא השגחה.",
  ru: "Всегда зажигайте все три фитиля одновременно, а в первый раз дайте им гореть, пока расплавленный воск не покроет всю поверхность до краёв. Перед использованием подрезайте каждый фитиль до 5 мм и ограничивайте каждый сеанс 3 часами. Ставьте чашу на устойчивую поверхность и никогда не оставляйте её горящей без присмотра.",
};

/** Care for the free-standing pillar. */
const CARE_PILLAR: Localized = {
  fr: "Posez la bougie sur sa soucoupe ou sur un plateau résistant à la chaleur et, au premier allumage, laissez-la brûler jusqu'à ce que le bassin de cire fondue atteigne presque les bords. Recoupez la mèche à 5 mm avant chaque utilisation et ne dépassez pas 3 heures de combustion. Ne laissez jamais la bougie allumée sans surveillance.",
  en: "Stand the candle on its saucer or on a heat-resistant tray and, on the first lighting, let it burn until the pool of melted wax almost reaches the edges. Trim the wick to 5 mm before each use and never burn for more than 3 hours. Never leave the candle burning unattended.",
  he: "העמידו את הנר על התחתית שלו או על מגש עמיד בחום, ובהדלקה הראשונה הניחו לו לבעור עד ששלולית השעווה המותכת תגיע כמעט עד השוליים. לפני כל שימוש קצרו את הפתיל ל־5 מ״מ, ואל תדליקו את הנר ליותר מ־3 שעות. לעולם אל תשאירו את הנר דולק ללא השגחה.",
  ru: "Поставьте свечу на её блюдце или на термостойкую подставку и при первом зажигании дайте ей гореть, пока лужица расплавленного воска почти не дойдёт до краёв. Перед каждым использованием подрезайте фитиль до 5 мм и не жгите свечу дольше 3 часов. Никогда не оставляйте горящую свечу без присмотра.",
};


// Eucalyptus du Carmel: small → cream/beige, medium → cream/black, large → black only;
// medium + cream is the only pair offered in both scents.
const EUCA_SMALL = sizeLabel("small", 150);
const EUCA_MEDIUM = sizeLabel("medium", 250);
const EUCA_LARGE = sizeLabel("large", 400);
// The small and large sizes' own weight, dimensions and burn time; the medium is the product's.
const EUCA_SMALL_FACTS = { grams: 150, size: [7, 8], burnHours: 30 } satisfies SeedVariantFacts;
const EUCA_LARGE_FACTS = { grams: 400, size: [10, 12], burnHours: 75 } satisfies SeedVariantFacts;
const EUCA_MINT: Localized = {
  fr: "Eucalyptus & menthe",
  en: "Eucalyptus & Mint",
  he: "אקליפטוס ונענע",
  ru: "Эвкалипт и мята",
};
const EUCA_CEDAR: Localized = {
  fr: "Eucalyptus & cèdre",
  en: "Eucalyptus & Cedar",
  he: "אקליפטוס וארז",
  ru: "Эвкалипт и кедр",
};

// Dattes & Cannelle: medium → terracotta/amber, large → terracotta/beige;
// medium + amber is the only pair offered in both scents.
const DATE_MEDIUM = sizeLabel("medium", 450);
const DATE_LARGE = sizeLabel("large", 700);
// The large size's own weight, dimensions and burn time; the medium is the product's.
const DATE_LARGE_FACTS = { grams: 700, size: [18, 8], burnHours: 90 } satisfies SeedVariantFacts;
const DATE_CINNAMON: Localized = {
  fr: "Datte & cannelle",
  en: "Date & Cinnamon",
  he: "תמר וקינמון",
  ru: "Финик и корица",
};
const DATE_CLOVE: Localized = {
  fr: "Datte & clou de girofle",
  en: "Date & Clove",
  he: "תמר וציפורן",
  ru: "Финик и гвоздика",
};

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

export const freshSpicyProducts: SeedProduct[] = [
  // ----------------------------------------------------------------------------- fresh
  {
    key: "brise-de-cesaree",
    sku: "ML-FR-001",
    category: "fresh",
    priceMinor: 22900,
    stock: 22,
    featured: false,
    bestSeller: true,
    newArrival: false,
    createdDaysAgo: 30,
    text: productText({
      name: { fr: "Brise de Césarée", en: "Caesarea Breeze", he: "בריזה של קיסריה", ru: "Бриз Кесарии" },
      description: {
        fr: "Un vent marin qui traverse au petit matin les colonnes romaines de Césarée. La bergamote de Calabre et le sel marin s'ouvrent sur un cœur de romarin et de bois flotté, dans un verre clair soufflé à la main. Une bougie lumineuse, idéale pour une salle de bains ou une pièce baignée de soleil.",
        en: "A sea breeze drifting through the Roman columns of Caesarea at dawn. Calabrian bergamot and sea salt open onto a heart of rosemary and driftwood, in a clear hand-blown glass. A bright candle, ideal for a bathroom or a sun-filled room.",
        he: "רוח ים הנושבת עם שחר בין העמודים הרומיים של קיסריה. ברגמוט מקלבריה ומלח ים נפתחים אל לב של רוזמרין ועץ סחף, בכלי זכוכית שקופה בניפוח ידני. נר בהיר ורענן, מושלם לחדר הרחצה או לחדר מוצף שמש.",
        ru: "Морской ветер, который на рассвете пробегает между римскими колоннами Кесарии. Калабрийский бергамот и морская соль раскрываются сердцем из розмарина и выбеленного морем дерева в прозрачном стекле ручного выдува. Светлая, свежая свеча — идеальна для ванной комнаты или залитой солнцем гостиной.",
      },
      scent: {
        fr: "Tête : bergamote de Calabre, sel marin · Cœur : romarin, algue · Fond : bois flotté, musc blanc",
        en: "Top: Calabrian bergamot, sea salt · Heart: rosemary, seaweed · Base: driftwood, white musk",
        he: "תווי ראש: ברגמוט קלברי, מלח ים · תווי לב: רוזמרין, אצות ים · תווי בסיס: עץ סחף, מאסק לבן",
        ru: "Верхние ноты: калабрийский бергамот, морская соль · Ноты сердца: розмарин, морские водоросли · Базовые ноты: выбеленное морем дерево, белый мускус",
      },
      care: CARE_COTTON,
      burnHours: 45,
      grams: 250,
      size: [8, 9],
      wick: COTTON_WICK,
      container: {
        fr: "Verre clair soufflé à la main",
        en: "Clear hand-blown glass",
        he: "זכוכית שקופה בניפוח ידני",
        ru: "Прозрачное стекло ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Brise de Césarée dans un verre clair soufflé à la main",
        lit: "Bougie Brise de Césarée allumée",
        detail: "Détail de la cire blanche et d'un zeste de bergamote",
      },
      en: {
        front: "Caesarea Breeze candle in a clear hand-blown glass",
        lit: "Caesarea Breeze candle, lit",
        detail: "Close-up of the white wax and a twist of bergamot peel",
      },
      he: {
        front: "נר בריזה של קיסריה בכלי זכוכית שקופה בניפוח ידני",
        lit: "נר בריזה של קיסריה דולק",
        detail: "תקריב של השעווה הלבנה וקליפת ברגמוט",
      },
      ru: {
        front: "Свеча «Бриз Кесарии» в прозрачном стекле ручного выдува",
        lit: "Зажжённая свеча «Бриз Кесарии»",
        detail: "Крупный план белого воска и цедры бергамота",
      },
    },
    art: { vessel: "tumbler", finish: "clear-glass", wax: "#eef1ec", labelColor: "#5f8fa3", wicks: 1, accent: "citrus" },
  },
  {
    key: "eucalyptus-du-carmel",
    sku: "ML-FR-002",
    category: "fresh",
    priceMinor: 25900,
    stock: 0, // the seed sums the variants
    featured: true,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 12,
    text: productText({
      name: { fr: "Eucalyptus du Carmel", en: "Carmel Eucalyptus", he: "אקליפטוס הכרמל", ru: "Эвкалипт Кармеля" },
      description: {
        fr: "Les sentiers du mont Carmel après la pluie d'hiver, quand les eucalyptus et les pins d'Alep libèrent leur parfum. Une essence d'eucalyptus distillée à Grasse, adoucie de menthe poivrée et de mousse de chêne, brûle sur une mèche en bois qui crépite doucement. Son pot en verre fumé, soufflé à la main, tamise la lumière.",
        en: "The trails of Mount Carmel after the winter rain, when the eucalyptus and Aleppo pines release their scent. Eucalyptus essence distilled in Grasse, softened with peppermint and oakmoss, burns on a gently crackling wooden wick. Its hand-blown smoked-glass jar keeps the light soft and low.",
        he: "שבילי הכרמל אחרי גשם חורפי, כשעצי האקליפטוס ואורני ירושלים משחררים את ניחוחם. תמצית אקליפטוס שזוקקה בגראס, מרוככת בנענע ובטחב אלון, בוערת על פתיל עץ המפצפץ בעדינות. צנצנת הזכוכית המעושנת, בניפוח ידני, מעמעמת את האור ומרככת אותו.",
        ru: "Тропы горы Кармель после зимнего дождя, когда эвкалипты и алеппские сосны отдают свой аромат. Эссенция эвкалипта, дистиллированная в Грасе и смягчённая перечной мятой и дубовым мхом, горит на тихо потрескивающем деревянном фитиле. Банка из дымчатого стекла ручного выдува дарит мягкий приглушённый свет.",
      },
      scent: {
        fr: "Tête : eucalyptus, menthe poivrée · Cœur : aiguilles de pin, romarin · Fond : mousse de chêne, cèdre",
        en: "Top: eucalyptus, peppermint · Heart: pine needles, rosemary · Base: oakmoss, cedar",
        he: "תווי ראש: אקליפטוס, נענע · תווי לב: מחטי אורן, רוזמרין · תווי בסיס: טחב אלון, ארז",
        ru: "Верхние ноты: эвкалипт, перечная мята · Ноты сердца: сосновая хвоя, розмарин · Базовые ноты: дубовый мох, кедр",
      },
      care: CARE_WOOD,
      burnHours: 50,
      grams: 250,
      size: [9, 10],
      wick: WOODEN_WICK,
      container: {
        fr: "Verre fumé soufflé à la main",
        en: "Hand-blown smoked glass",
        he: "זכוכית מעושנת בניפוח ידני",
        ru: "Дымчатое стекло ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Eucalyptus du Carmel dans un pot en verre fumé",
        lit: "Bougie Eucalyptus du Carmel allumée",
        detail: "Détail de la cire et d'un rameau d'eucalyptus",
      },
      en: {
        front: "Carmel Eucalyptus candle in a smoked-glass jar",
        lit: "Carmel Eucalyptus candle, lit",
        detail: "Close-up of the wax and a sprig of eucalyptus",
      },
      he: {
        front: "נר אקליפטוס הכרמל בצנצנת זכוכית מעושנת",
        lit: "נר אקליפטוס הכרמל דולק",
        detail: "תקריב של השעווה וענף אקליפטוס",
      },
      ru: {
        front: "Свеча «Эвкалипт Кармеля» в банке из дымчатого стекла",
        lit: "Зажжённая свеча «Эвкалипт Кармеля»",
        detail: "Крупный план воска и веточки эвкалипта",
      },
    },
    art: { vessel: "jar", finish: "smoke-glass", wax: "#e3ebe2", labelColor: "#3e5f4f", wicks: 1, accent: "eucalyptus" },
    variants: [
      variant("ML-FR-002-S-BLC", EUCA_SMALL, "Blanc Crème", EUCA_MINT, 12, -4000, EUCA_SMALL_FACTS),
      variant("ML-FR-002-S-BEI", EUCA_SMALL, "Beige", EUCA_MINT, 0, -4000, EUCA_SMALL_FACTS),
      variant("ML-FR-002-M-BLC", EUCA_MEDIUM, "Blanc Crème", EUCA_MINT, 18, 0),
      variant("ML-FR-002-M-BLC-CED", EUCA_MEDIUM, "Blanc Crème", EUCA_CEDAR, 7, 0),
      variant("ML-FR-002-M-NOI", EUCA_MEDIUM, "Noir", EUCA_CEDAR, 9, 0),
      variant("ML-FR-002-L-NOI", EUCA_LARGE, "Noir", EUCA_CEDAR, 4, 7000, EUCA_LARGE_FACTS),
    ],
  },
  {
    key: "verveine-de-galilee",
    sku: "ML-FR-003",
    category: "fresh",
    priceMinor: 27500,
    stock: 1,
    featured: false,
    bestSeller: false,
    newArrival: true,
    createdDaysAgo: 7,
    text: productText({
      name: { fr: "Verveine de Galilée", en: "Galilee Verbena", he: "לואיזה מהגליל", ru: "Вербена Галилеи" },
      description: {
        fr: "Un carré d'herbes aromatiques dans un village de Haute-Galilée, cueillies à l'aube pour l'infusion du matin. La verveine citronnée, le citron vert et le basilic frais dessinent un parfum vif et désaltérant, posé sur un fond de thé blanc. Chaque amphore de verre clair, soufflée à la main, est une pièce unique.",
        en: "A patch of aromatic herbs in an Upper Galilee village, picked at dawn for the morning tea. Lemon verbena, lime and fresh basil create a bright, thirst-quenching scent resting on a base of white tea. Each clear hand-blown glass amphora is one of a kind.",
        he: "ערוגת צמחי תבלין בכפר בגליל העליון, שנקטפו עם שחר לחליטת הבוקר. לואיזה, ליים ובזיליקום טרי יוצרים ניחוח חי ומרענן, המונח על בסיס של תה לבן. כל אמפורה מזכוכית שקופה בניפוח ידני היא יצירה יחידה במינה.",
        ru: "Грядка пряных трав в деревне Верхней Галилеи, собранных на рассвете для утреннего чая. Лимонная вербена, лайм и свежий базилик создают яркий, освежающий аромат на базе белого чая. Каждая амфора из прозрачного стекла ручного выдува существует в единственном экземпляре.",
      },
      scent: {
        fr: "Tête : verveine citronnée, citron vert · Cœur : basilic, citronnelle · Fond : thé blanc, musc",
        en: "Top: lemon verbena, lime · Heart: basil, lemongrass · Base: white tea, musk",
        he: "תווי ראש: לואיזה, ליים · תווי לב: בזיליקום, עשב לימון · תווי בסיס: תה לבן, מאסק",
        ru: "Верхние ноты: лимонная вербена, лайм · Ноты сердца: базилик, лемонграсс · Базовые ноты: белый чай, мускус",
      },
      care: CARE_COTTON,
      burnHours: 40,
      grams: 220,
      size: [10, 14],
      wick: COTTON_WICK,
      container: HAND_BLOWN_GLASS,
    }),
    imageAlt: {
      fr: {
        front: "Bougie Verveine de Galilée dans une amphore en verre soufflé",
        lit: "Bougie Verveine de Galilée allumée",
        detail: "Détail de la cire et de tranches de citron vert",
      },
      en: {
        front: "Galilee Verbena candle in a hand-blown glass amphora",
        lit: "Galilee Verbena candle, lit",
        detail: "Close-up of the wax and slices of lime",
      },
      he: {
        front: "נר לואיזה מהגליל באמפורה מזכוכית בניפוח ידני",
        lit: "נר לואיזה מהגליל דולק",
        detail: "תקריב של השעווה ופרוסות ליים",
      },
      ru: {
        front: "Свеча «Вербена Галилеи» в амфоре из стекла ручного выдува",
        lit: "Зажжённая свеча «Вербена Галилеи»",
        detail: "Крупный план воска и ломтиков лайма",
      },
    },
    art: { vessel: "amphora", finish: "clear-glass", wax: "#f1efd9", labelColor: "#9aa84a", wicks: 1, accent: "citrus" },
  },
  {
    key: "feuille-de-figuier",
    sku: "ML-FR-004",
    category: "fresh",
    priceMinor: 21900,
    stock: 0, // sold out
    featured: false,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 38,
    text: productText({
      name: { fr: "Feuille de Figuier", en: "Fig Leaf", he: "עלי תאנה", ru: "Листья инжира" },
      description: {
        fr: "L'ombre d'un vieux figuier dans une cour de Galilée, à l'heure où les fruits verts chauffent au soleil. La sève de la feuille, la figue fraîche et le lait de coco composent un parfum à la fois frais et enveloppant. Coulée dans une coupe sur pied en céramique émaillée crème, façonnée par un potier de Jaffa.",
        en: "The shade of an old fig tree in a Galilee courtyard, at the hour when the green fruit warms in the sun. The sap of the leaf, fresh fig and coconut milk create a scent that is both fresh and enveloping. Poured into a cream-glazed ceramic footed coupe, shaped by a potter in Jaffa.",
        he: "הצל של עץ תאנה ותיק בחצר בגליל, בשעה שהפירות הירוקים מתחממים בשמש. השרף של העלה, תאנה טרייה וחלב קוקוס יוצרים ניחוח רענן ועוטף בעת ובעונה אחת. יצוק בגביע על רגל מקרמיקה מזוגגת בגוון שמנת, מעשה ידיו של קדר מיפו.",
        ru: "Тень старой смоковницы во дворе галилейского дома в час, когда зелёные плоды греются на солнце. Сок листа, свежий инжир и кокосовое молоко создают аромат одновременно свежий и обволакивающий. Свеча залита в чашу на ножке из керамики с кремовой глазурью, созданную гончаром из Яффо.",
      },
      scent: {
        fr: "Tête : feuille de figuier, bergamote · Cœur : figue verte, lait de coco · Fond : bois de cèdre, musc blanc",
        en: "Top: fig leaf, bergamot · Heart: green fig, coconut milk · Base: cedarwood, white musk",
        he: "תווי ראש: עלה תאנה, ברגמוט · תווי לב: תאנה ירוקה, חלב קוקוס · תווי בסיס: עץ ארז, מאסק לבן",
        ru: "Верхние ноты: лист инжира, бергамот · Ноты сердца: зелёный инжир, кокосовое молоко · Базовые ноты: кедровое дерево, белый мускус",
      },
      care: CARE_COTTON,
      burnHours: 35,
      grams: 200,
      size: [10, 11],
      wick: COTTON_WICK,
      container: {
        fr: "Céramique émaillée",
        en: "Glazed ceramic",
        he: "קרמיקה מזוגגת",
        ru: "Глазурованная керамика",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Feuille de Figuier dans une coupe en céramique crème",
        lit: "Bougie Feuille de Figuier allumée",
        detail: "Détail de la cire et d'une figue ouverte",
      },
      en: {
        front: "Fig Leaf candle in a cream ceramic coupe",
        lit: "Fig Leaf candle, lit",
        detail: "Close-up of the wax and an open fig",
      },
      he: {
        front: "נר עלי תאנה בגביע קרמיקה בגוון שמנת",
        lit: "נר עלי תאנה דולק",
        detail: "תקריב של השעווה ותאנה פתוחה",
      },
      ru: {
        front: "Свеча «Листья инжира» в керамической чаше кремового цвета",
        lit: "Зажжённая свеча «Листья инжира»",
        detail: "Крупный план воска и разрезанного инжира",
      },
    },
    art: { vessel: "coupe", finish: "ceramic-cream", wax: "#e6ead3", labelColor: "#6b7d3a", wicks: 1, accent: "fig" },
  },

  // ----------------------------------------------------------------------------- spicy
  {
    // The limited edition 2025 capsule: the only star-shaped candle of the shop.
    key: "etoile-de-jaffa",
    sku: "ML-SP-001",
    category: "spicy",
    priceMinor: 39000,
    stock: 5,
    featured: true,
    bestSeller: false,
    newArrival: true,
    createdDaysAgo: 1,
    text: productText({
      name: { fr: "Étoile de Jaffa", en: "Star of Jaffa", he: "כוכב יפו", ru: "Звезда Яффо" },
      description: {
        fr: "Notre édition limitée 2025, hommage au patrimoine culturel d'Israël : une étoile numérotée en verre ambré soufflé à la main, produite en petite série. La fleur d'oranger des vergers de Jaffa rencontre le safran, la cardamome et le za'atar des étals du marché du Carmel, sur un fond chaud de miel et de bois de santal. Chaque pièce est coulée à la main dans notre atelier de Netanya.",
        en: "Our 2025 limited edition, a tribute to Israel's cultural heritage: a numbered star of hand-blown amber glass, made in a small series. Orange blossom from the groves of Jaffa meets saffron, cardamom and za'atar from the stalls of the Carmel Market, over a warm base of honey and sandalwood. Each piece is hand-poured in our Netanya workshop.",
        he: "המהדורה המוגבלת שלנו לשנת 2025, מחווה למורשת התרבותית של ישראל: כוכב ממוספר מזכוכית ענבר בניפוח ידני, המיוצר בסדרה קטנה. פריחת התפוזים מפרדסי יפו פוגשת זעפרן, הל וזעתר מדוכני שוק הכרמל, על בסיס חם של דבש ועץ אלגום. כל נר נוצק בעבודת יד בסדנה שלנו בנתניה.",
        ru: "Наш лимитированный выпуск 2025 года — дань культурному наследию Израиля: пронумерованная звезда из янтарного стекла ручного выдува, созданная небольшой серией. Флёрдоранж из цитрусовых садов Яффо встречается с шафраном, кардамоном и заатаром с прилавков рынка Кармель на тёплой базе из мёда и сандалового дерева. Каждая свеча отлита вручную в нашей мастерской в Нетании.",
      },
      scent: {
        fr: "Tête : fleur d'oranger, zeste d'orange de Jaffa · Cœur : safran, cardamome, za'atar · Fond : miel, bois de santal, ambre",
        en: "Top: orange blossom, Jaffa orange zest · Heart: saffron, cardamom, za'atar · Base: honey, sandalwood, amber",
        he: "תווי ראש: פריחת תפוז, קליפת תפוז יפו · תווי לב: זעפרן, הל, זעתר · תווי בסיס: דבש, עץ אלגום, ענבר",
        ru: "Верхние ноты: флёрдоранж, цедра яффского апельсина · Ноты сердца: шафран, кардамон, заатар · Базовые ноты: мёд, сандаловое дерево, амбра",
      },
      care: CARE_COTTON,
      burnHours: 55,
      grams: 320,
      size: [14, 7],
      wick: COTTON_WICK,
      container: {
        fr: "Verre ambré soufflé à la main, en forme d'étoile",
        en: "Star-shaped hand-blown amber glass",
        he: "זכוכית ענבר בניפוח ידני בצורת כוכב",
        ru: "Янтарное стекло ручного выдува в форме звезды",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Étoile de Jaffa en forme d'étoile, en verre ambré",
        lit: "Bougie Étoile de Jaffa allumée",
        detail: "Détail de la cire et de fleurs d'oranger",
      },
      en: {
        front: "Star-shaped Star of Jaffa candle in amber glass",
        lit: "Star of Jaffa candle, lit",
        detail: "Close-up of the wax and orange blossoms",
      },
      he: {
        front: "נר כוכב יפו בצורת כוכב, מזכוכית ענבר",
        lit: "נר כוכב יפו דולק",
        detail: "תקריב של השעווה ופריחת תפוז",
      },
      ru: {
        front: "Свеча «Звезда Яффо» в форме звезды из янтарного стекла",
        lit: "Зажжённая свеча «Звезда Яффо»",
        detail: "Крупный план воска и цветков апельсина",
      },
    },
    art: { vessel: "star", finish: "amber-glass", wax: "#f3e2c0", labelColor: "#c9a24a", wicks: 1, accent: "citrus" },
  },
  {
    key: "dattes-et-cannelle",
    sku: "ML-SP-002",
    category: "spicy",
    priceMinor: 34900,
    stock: 0, // the seed sums the variants
    featured: false,
    bestSeller: true,
    newArrival: false,
    createdDaysAgo: 24,
    text: productText({
      name: { fr: "Dattes & Cannelle", en: "Dates & Cinnamon", he: "תמרים וקינמון", ru: "Финики и корица" },
      description: {
        fr: "Une large coupe en céramique terracotta, tournée à la main, dont les trois mèches réchauffent toute une pièce. Le sirop de dattes Medjool de la vallée du Jourdain se mêle à la cannelle de Ceylan et au clou de girofle, sur un fond de fève tonka. Le parfum des soirées d'hiver, quand le thé aux épices infuse sur le feu.",
        en: "A wide hand-thrown terracotta bowl whose three wicks warm an entire room. Medjool date syrup from the Jordan Valley blends with Ceylon cinnamon and clove over a base of tonka bean. The scent of winter evenings, when spiced tea is brewing on the stove.",
        he: "קערה רחבה מקרמיקת טרקוטה, שנוצרה בעבודת יד על האובניים; שלושת הפתילים שלה מחממים חדר שלם. סילאן מתמרי מג'הול מבקעת הירדן מתמזג עם קינמון ציילוני וציפורן, על בסיס של פול טונקה. הניחוח של ערבי החורף, כשתה מתובל מתבשל על האש.",
        ru: "Широкая чаша из терракотовой керамики, сделанная вручную на гончарном круге: её три фитиля согревают целую комнату. Сироп фиников меджул из долины Иордана сливается с цейлонской корицей и гвоздикой на базе бобов тонка. Аромат зимних вечеров, когда на плите заваривается пряный чай.",
      },
      scent: {
        fr: "Tête : clou de girofle, écorce d'orange · Cœur : datte Medjool, cannelle de Ceylan · Fond : fève tonka, vanille",
        en: "Top: clove, orange peel · Heart: Medjool date, Ceylon cinnamon · Base: tonka bean, vanilla",
        he: "תווי ראש: ציפורן, קליפת תפוז · תווי לב: תמר מג'הול, קינמון ציילוני · תווי בסיס: פול טונקה, וניל",
        ru: "Верхние ноты: гвоздика, апельсиновая корка · Ноты сердца: финик меджул, цейлонская корица · Базовые ноты: бобы тонка, ваниль",
      },
      care: CARE_BOWL,
      burnHours: 60,
      grams: 450,
      size: [16, 7],
      wick: THREE_COTTON_WICKS,
      container: {
        fr: "Céramique terracotta tournée à la main",
        en: "Hand-thrown terracotta ceramic",
        he: "קרמיקת טרקוטה בעבודת אובניים",
        ru: "Терракотовая керамика ручной работы",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Dattes & Cannelle dans une coupe en terracotta à trois mèches",
        lit: "Bougie Dattes & Cannelle allumée, trois flammes",
        detail: "Détail de la cire et de bâtons de cannelle",
      },
      en: {
        front: "Dates & Cinnamon three-wick candle in a terracotta bowl",
        lit: "Dates & Cinnamon candle, lit with three flames",
        detail: "Close-up of the wax and cinnamon sticks",
      },
      he: {
        front: "נר תמרים וקינמון בקערת טרקוטה עם שלושה פתילים",
        lit: "נר תמרים וקינמון דולק בשלוש להבות",
        detail: "תקריב של השעווה ומקלות קינמון",
      },
      ru: {
        front: "Свеча «Финики и корица» с тремя фитилями в терракотовой чаше",
        lit: "Зажжённая свеча «Финики и корица» с тремя огоньками",
        detail: "Крупный план воска и палочек корицы",
      },
    },
    art: { vessel: "bowl", finish: "ceramic-terracotta", wax: "#e9d2b0", labelColor: "#8a4b2a", wicks: 3, accent: "cinnamon" },
    variants: [
      variant("ML-SP-002-M-TER", DATE_MEDIUM, "Terracotta", DATE_CINNAMON, 15, 0),
      variant("ML-SP-002-M-AMB", DATE_MEDIUM, "Ambre", DATE_CINNAMON, 8, 0),
      variant("ML-SP-002-M-AMB-GIR", DATE_MEDIUM, "Ambre", DATE_CLOVE, 0, 0),
      variant("ML-SP-002-L-TER", DATE_LARGE, "Terracotta", DATE_CINNAMON, 6, 9000, DATE_LARGE_FACTS),
      variant("ML-SP-002-L-BEI", DATE_LARGE, "Beige", DATE_CLOVE, 3, 9000, DATE_LARGE_FACTS),
    ],
  },
  {
    key: "poivre-de-levinsky",
    sku: "ML-SP-003",
    category: "spicy",
    priceMinor: 24900,
    stock: 14,
    featured: false,
    bestSeller: false,
    newArrival: true,
    createdDaysAgo: 4,
    text: productText({
      name: { fr: "Poivre de Levinsky", en: "Levinsky Pepper", he: "פלפל לוינסקי", ru: "Перец Левински" },
      description: {
        fr: "Un hommage aux épiciers du marché Levinsky à Tel-Aviv, où les sacs de jute débordent de poivres du monde entier. Le poivre noir de Tellicherry et les baies roses éclatent sur un cœur de cuir souple et de vétiver fumé. Coulée dans un gobelet en céramique émaillée noire, la cire brûle sur une mèche en bois qui crépite.",
        en: "A tribute to the spice merchants of Tel Aviv's Levinsky Market, where jute sacks overflow with peppercorns from all over the world. Tellicherry black pepper and pink peppercorns burst over a heart of supple leather and smoky vetiver. Poured into a black-glazed ceramic tumbler, the wax burns on a crackling wooden wick.",
        he: "מחווה לסוחרי התבלינים של שוק לוינסקי בתל אביב, שבו שקי יוטה גדושים בפלפל מכל קצוות העולם. פלפל שחור מטליצ'רי ופלפל ורוד מתפרצים מעל לב של עור רך ווטיבר מעושן. השעווה יצוקה בכוס קרמיקה מזוגגת בשחור ובוערת על פתיל עץ מפצפץ.",
        ru: "Дань уважения торговцам специями с рынка Левински в Тель-Авиве, где джутовые мешки ломятся от перца со всего света. Чёрный перец телличерри и розовый перец вспыхивают над сердцем из мягкой кожи и дымного ветивера. Воск залит в стакан из керамики с чёрной глазурью и горит на потрескивающем деревянном фитиле.",
      },
      scent: {
        fr: "Tête : poivre noir de Tellicherry, baies roses · Cœur : cuir, gingembre · Fond : vétiver fumé, bois de gaïac",
        en: "Top: Tellicherry black pepper, pink peppercorns · Heart: leather, ginger · Base: smoky vetiver, guaiac wood",
        he: "תווי ראש: פלפל שחור מטליצ'רי, פלפל ורוד · תווי לב: עור, ג'ינג'ר · תווי בסיס: וטיבר מעושן, עץ גואיאק",
        ru: "Верхние ноты: чёрный перец телличерри, розовый перец · Ноты сердца: кожа, имбирь · Базовые ноты: дымный ветивер, гваяковое дерево",
      },
      care: CARE_WOOD,
      burnHours: 45,
      grams: 250,
      size: [8, 9],
      wick: WOODEN_WICK,
      container: {
        fr: "Céramique émaillée noire",
        en: "Black glazed ceramic",
        he: "קרמיקה מזוגגת בשחור",
        ru: "Керамика с чёрной глазурью",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Poivre de Levinsky dans un gobelet en céramique noire",
        lit: "Bougie Poivre de Levinsky allumée",
        detail: "Détail de la cire et de grains de poivre",
      },
      en: {
        front: "Levinsky Pepper candle in a black ceramic tumbler",
        lit: "Levinsky Pepper candle, lit",
        detail: "Close-up of the wax and peppercorns",
      },
      he: {
        front: "נר פלפל לוינסקי בכוס קרמיקה שחורה",
        lit: "נר פלפל לוינסקי דולק",
        detail: "תקריב של השעווה וגרגרי פלפל",
      },
      ru: {
        front: "Свеча «Перец Левински» в стакане из чёрной керамики",
        lit: "Зажжённая свеча «Перец Левински»",
        detail: "Крупный план воска и горошин перца",
      },
    },
    art: { vessel: "tumbler", finish: "ceramic-noir", wax: "#dccab0", labelColor: "#b08d57", wicks: 1, accent: "pepper" },
  },
  {
    key: "cardamome-du-negev",
    sku: "ML-SP-004",
    category: "spicy",
    priceMinor: 29500,
    stock: 28,
    featured: false,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 17,
    text: productText({
      name: { fr: "Cardamome du Néguev", en: "Negev Cardamom", he: "הל הנגב", ru: "Кардамон Негева" },
      description: {
        fr: "Le café à la cardamome que l'on sert sous la tente, au cœur du désert du Néguev, en signe d'hospitalité. La cardamome verte et le café torréfié s'enroulent autour d'une touche de safran et de bois de cèdre. Un pilier massif de cire de soja, posé sur une soucoupe en pierre de Jérusalem, qui se consume lentement au fil des longues soirées.",
        en: "The cardamom coffee served in the tent, deep in the Negev desert, as a sign of hospitality. Green cardamom and roasted coffee wrap around a touch of saffron and cedarwood. A substantial soy-wax pillar set on a Jerusalem stone saucer, burning slowly through long evenings.",
        he: "קפה עם הל המוגש באוהל, בלב מדבר הנגב, כאות להכנסת אורחים. הל ירוק וקפה קלוי נכרכים סביב נגיעה של זעפרן ועץ ארז. נר עמוד מלא משעוות סויה, המונח על תחתית מאבן ירושלמית ובוער לאט לאורך ערבים ארוכים.",
        ru: "Кофе с кардамоном, который подают в шатре посреди пустыни Негев в знак гостеприимства. Зелёный кардамон и обжаренный кофе обвивают нотку шафрана и кедрового дерева. Массивная свеча-столбик из соевого воска на блюдце из иерусалимского камня медленно горит долгими вечерами.",
      },
      scent: {
        fr: "Tête : cardamome verte, poivre blanc · Cœur : café torréfié, safran · Fond : bois de cèdre, benjoin",
        en: "Top: green cardamom, white pepper · Heart: roasted coffee, saffron · Base: cedarwood, benzoin",
        he: "תווי ראש: הל ירוק, פלפל לבן · תווי לב: קפה קלוי, זעפרן · תווי בסיס: עץ ארז, בנזואין",
        ru: "Верхние ноты: зелёный кардамон, белый перец · Ноты сердца: обжаренный кофе, шафран · Базовые ноты: кедровое дерево, бензоин",
      },
      care: CARE_PILLAR,
      burnHours: 70,
      grams: 500,
      size: [9, 15],
      wick: COTTON_WICK,
      container: {
        fr: "Pierre (soucoupe en pierre de Jérusalem)",
        en: "Stone (Jerusalem stone saucer)",
        he: "אבן (תחתית מאבן ירושלמית)",
        ru: "Камень (блюдце из иерусалимского камня)",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie pilier Cardamome du Néguev sur une soucoupe en pierre",
        lit: "Bougie Cardamome du Néguev allumée",
        detail: "Détail de la cire et de gousses de cardamome",
      },
      en: {
        front: "Negev Cardamom pillar candle on a stone saucer",
        lit: "Negev Cardamom candle, lit",
        detail: "Close-up of the wax and cardamom pods",
      },
      he: {
        front: "נר עמוד הל הנגב על תחתית אבן",
        lit: "נר הל הנגב דולק",
        detail: "תקריב של השעווה ותרמילי הל",
      },
      ru: {
        front: "Свеча-столбик «Кардамон Негева» на каменном блюдце",
        lit: "Зажжённая свеча «Кардамон Негева»",
        detail: "Крупный план воска и коробочек кардамона",
      },
    },
    art: { vessel: "pillar", finish: "stone", wax: "#e4cfa6", labelColor: "#7a5a3a", wicks: 1, accent: "cedar" },
  },
];
