/**
 * DEMO DATA: the catalogue of an invented collection for the demo brand Maison Lumière
 * (hand-poured soy-wax candles from Netanya, essences from Grasse, hand-blown glass, a house
 * founded in 2023). None of these categories, products, prices, stock levels or stories are
 * real; they exist only so that a fresh install shows a complete shop. This file holds the four
 * categories, the three hero slides and the "woody" and "floral" candles; the "fresh" and
 * "spicy" candles (including the limited-edition 2025 star candle) live in
 * products-fresh-spicy.ts. French is the source text; en, he and ru are translations.
 */
import type { Localized } from "../../../app/lib/langs";
import type { SeedCategory, SeedHeroSlide, SeedProduct, SeedVariantFacts } from "../types";
import { COTTON_WICK, WOODEN_WICK, productText, sizeLabel, variant } from "./wording";
import { freshSpicyProducts } from "./products-fresh-spicy";

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export const categories: SeedCategory[] = [
  {
    slug: "woody",
    name: { fr: "Boisé", en: "Woody", he: "עצי", ru: "Древесные" },
    description: {
      fr: "Cèdre, santal, vétiver : des parfums chauds et profonds qui enveloppent la maison. Idéaux pour les soirées d'hiver et les pièces à vivre.",
      en: "Cedar, sandalwood, vetiver: warm, deep fragrances that wrap the whole home. Ideal for winter evenings and living spaces.",
      he: "ארז, סנדלווד, וטיבר: ניחוחות חמים ועמוקים שעוטפים את הבית. מושלמים לערבי חורף ולחללי המגורים.",
      ru: "Кедр, сандал, ветивер — тёплые, глубокие ароматы, которые окутывают весь дом. Идеальны для зимних вечеров и гостиных.",
    },
    art: { vessel: "tumbler", finish: "amber-glass", wax: "#e9d3a8", labelColor: "#6b4a2b", wicks: 1, accent: "cedar" },
    displayOrder: 1,
  },
  {
    slug: "floral",
    name: { fr: "Floral", en: "Floral", he: "פרחוני", ru: "Цветочные" },
    description: {
      fr: "Rose de Grasse, jasmin, fleur d'oranger, lavande : des bouquets cueillis au bon moment et traduits en cire. Des parfums lumineux pour la chambre et le salon.",
      en: "Grasse rose, jasmine, orange blossom, lavender: bouquets picked at just the right moment and translated into wax. Luminous fragrances for the bedroom and the living room.",
      he: "ורד מגראס, יסמין, פריחת תפוז ולבנדר: זרים שנקטפו ברגע הנכון ותורגמו לשעווה. ניחוחות זוהרים לחדר השינה ולסלון.",
      ru: "Грасская роза, жасмин, флёрдоранж, лаванда — букеты, собранные в нужный момент и перенесённые в воск. Светлые ароматы для спальни и гостиной.",
    },
    art: { vessel: "coupe", finish: "clear-glass", wax: "#f2d9d6", labelColor: "#b5536a", wicks: 1, accent: "rose" },
    displayOrder: 2,
  },
  {
    slug: "fresh",
    name: { fr: "Frais", en: "Fresh", he: "רענן", ru: "Свежие" },
    description: {
      fr: "Agrumes, eucalyptus, herbes aromatiques et brise marine : des notes vives qui réveillent la maison. Parfaites pour la cuisine, la salle de bains et les matins d'été.",
      en: "Citrus, eucalyptus, aromatic herbs and sea breeze: lively notes that wake up the home. Perfect for the kitchen, the bathroom and summer mornings.",
      he: "הדרים, אקליפטוס, עשבי תיבול ובריזה ימית: תווים תוססים שמעירים את הבית. מושלמים למטבח, לחדר הרחצה ולבקרים של קיץ.",
      ru: "Цитрусы, эвкалипт, пряные травы и морской бриз — живые ноты, которые пробуждают дом. Идеальны для кухни, ванной комнаты и летнего утра.",
    },
    art: { vessel: "tumbler", finish: "clear-glass", wax: "#eef1ec", labelColor: "#5f8fa3", wicks: 1, accent: "eucalyptus" },
    displayOrder: 3,
  },
  {
    slug: "spicy",
    name: { fr: "Épicé", en: "Spicy", he: "מתובל", ru: "Пряные" },
    description: {
      fr: "Cannelle, cardamome, poivre et dattes : des épices chaudes venues des marchés d'Orient. Des bougies généreuses pour les soirées entre amis et les longues nuits d'hiver.",
      en: "Cinnamon, cardamom, pepper and dates: warm spices from the markets of the East. Generous candles for evenings with friends and long winter nights.",
      he: "קינמון, הל, פלפל ותמרים: תבלינים חמים משווקי המזרח. נרות נדיבים לערבים עם חברים וללילות חורף ארוכים.",
      ru: "Корица, кардамон, перец и финики — тёплые специи с восточных базаров. Щедрые свечи для вечеров с друзьями и долгих зимних ночей.",
    },
    art: { vessel: "bowl", finish: "ceramic-terracotta", wax: "#e9d2b0", labelColor: "#8a4b2a", wicks: 3, accent: "cinnamon" },
    displayOrder: 4,
  },
];

// ---------------------------------------------------------------------------------------------
// Hero slides
// ---------------------------------------------------------------------------------------------

export const heroSlides: SeedHeroSlide[] = [
  {
    key: "hero-sculpture",
    title: {
      fr: "La lumière, sculptée à la main",
      en: "Light, sculpted by hand",
      he: "אור, מפוסל ביד",
      ru: "Свет, вылепленный вручную",
    },
    subtitle: {
      fr: "Des bougies de luxe aux formes sculpturales, coulées dans une cire de soja naturelle, parfumées d'essences de Grasse et abritées dans du verre soufflé à la main.",
      en: "Luxury candles with sculptural forms, poured in natural soy wax, scented with essences from Grasse and housed in hand-blown glass.",
      he: "נרות יוקרה בצורות פיסוליות, יצוקים משעוות סויה טבעית, מבושמים בתמציות מגראס ושוכנים בכלי זכוכית בניפוח ידני.",
      ru: "Роскошные свечи скульптурных форм из натурального соевого воска, с эссенциями из Граса, в сосудах из стекла ручного выдува.",
    },
    ctaText: { fr: "Découvrir la collection", en: "Discover the collection", he: "גלו את הקולקציה", ru: "Смотреть коллекцию" },
    ctaLink: "/shop",
    art: [
      { vessel: "amphora", finish: "amber-glass", wax: "#e9d3a8", labelColor: "#6b4a2b", wicks: 1, accent: "cedar" },
      { vessel: "coupe", finish: "clear-glass", wax: "#f2d9d6", labelColor: "#b5536a", wicks: 1, accent: "rose" },
      { vessel: "tumbler", finish: "smoke-glass", wax: "#dcc3a0", labelColor: "#3b2a20", wicks: 1, accent: "pepper" },
    ],
    displayOrder: 1,
  },
  {
    key: "hero-grasse",
    title: {
      fr: "L'âme des parfums de Grasse",
      en: "The soul of Grasse perfumery",
      he: "נשמת הבשמים של גראס",
      ru: "Душа парфюмерии Граса",
    },
    subtitle: {
      fr: "Rose centifolia, jasmin, fleur d'oranger : nos essences naissent à Grasse, capitale mondiale du parfum, avant de rejoindre notre atelier au bord de la Méditerranée.",
      en: "Centifolia rose, jasmine, orange blossom: our essences are born in Grasse, the world capital of perfume, before reaching our workshop on the Mediterranean shore.",
      he: "ורד סנטיפוליה, יסמין, פריחת תפוז: התמציות שלנו נולדות בגראס, בירת הבשמים של העולם, ומשם מגיעות לסדנה שלנו על חוף הים התיכון.",
      ru: "Роза центифолия, жасмин, флёрдоранж: наши эссенции рождаются в Грасе, мировой столице парфюмерии, а затем попадают в нашу мастерскую на берегу Средиземного моря.",
    },
    ctaText: { fr: "Explorer les parfums", en: "Explore the scents", he: "לכל הניחוחות", ru: "Все ароматы" },
    ctaLink: "/shop",
    art: [
      { vessel: "jar", finish: "clear-glass", wax: "#f6f0e2", labelColor: "#c9a24a", wicks: 1, accent: "rose" },
      { vessel: "pillar", finish: "ceramic-cream", wax: "#d9cfe3", labelColor: "#6d5a8e", wicks: 1, accent: "lavender" },
      { vessel: "tumbler", finish: "ceramic-terracotta", wax: "#f5e6c8", labelColor: "#f3e6cf", wicks: 1, accent: "citrus" },
    ],
    displayOrder: 2,
  },
  {
    key: "hero-atelier",
    title: {
      fr: "Notre atelier de Netanya",
      en: "Our Netanya workshop",
      he: "הסדנה שלנו בנתניה",
      ru: "Наша мастерская в Нетании",
    },
    subtitle: {
      fr: "Depuis 2023, chaque bougie est coulée, méchée et étiquetée à la main dans notre atelier, à quelques pas de la Méditerranée.",
      en: "Since 2023, every candle has been poured, wicked and labelled by hand in our workshop, a few steps from the Mediterranean.",
      he: "מאז 2023, כל נר נוצק, מקבל פתיל ומתויג בעבודת יד בסדנה שלנו, במרחק כמה צעדים מהים התיכון.",
      ru: "С 2023 года каждую свечу вручную отливают, снабжают фитилём и маркируют в нашей мастерской — в двух шагах от Средиземного моря.",
    },
    ctaText: { fr: "Notre histoire", en: "Our story", he: "הסיפור שלנו", ru: "Наша история" },
    ctaLink: "/about",
    art: [
      { vessel: "bowl", finish: "ceramic-noir", wax: "#d6cdbd", labelColor: "#b08d57", wicks: 3, accent: "cedar" },
      { vessel: "jar", finish: "stone", wax: "#e6dfc4", labelColor: "#6b7346", wicks: 1, accent: "fig" },
      { vessel: "tumbler", finish: "amber-glass", wax: "#e9d3a8", labelColor: "#6b4a2b", wicks: 1 },
    ],
    displayOrder: 3,
  },
];

// ---------------------------------------------------------------------------------------------
// Shared product wording
// ---------------------------------------------------------------------------------------------

const TWO_COTTON_WICKS: Localized = {
  fr: "Deux mèches en coton",
  en: "Two cotton wicks",
  he: "שני פתילי כותנה",
  ru: "Два хлопковых фитиля",
};

/** Care for a single cotton wick in a vessel. */
const CARE_COTTON: Localized = {
  fr: "Au premier allumage, laissez brûler la bougie jusqu'à ce que la cire fondue atteigne les bords du contenant, pour éviter qu'elle ne se creuse. Recoupez la mèche à 5 mm avant chaque utilisation et ne la laissez pas brûler plus de 3 heures d'affilée. Ne laissez jamais une bougie allumée sans surveillance.",
  en: "On the first lighting, let the candle burn until the melted wax reaches the edges of the vessel, so that it does not tunnel. Trim the wick to 5 mm before each use and do not burn it for more than 3 hours at a time. Never leave a lit candle unattended.",
  he: "בהדלקה הראשונה, הניחו לנר לבעור עד שהשעווה המותכת תגיע לשולי הכלי, כדי שלא תיווצר בו מנהרה. לפני כל שימוש קצרו את הפתיל ל־5 מ״מ, ואל תדליקו את הנר ליותר מ־3 שעות ברציפות. לעולם אל תשאירו נר דולק ללא השגחה.",
  ru: "При первом зажигании дайте свече гореть, пока расплавленный воск не дойдёт до краёв сосуда, — так в ней не образуется воронка. Перед каждым использованием подрезайте фитиль до 5 мм и не жгите свечу дольше 3 часов подряд. Никогда не оставляйте горящую свечу без присмотра.",
};

/** Care for a wooden wick. */
const CARE_WOOD: Localized = {
  fr: "La première fois, laissez la cire fondre jusqu'aux bords du contenant avant d'éteindre ; le léger crépitement de la mèche en bois est tout à fait normal. Avant chaque allumage, recoupez-la à 5 mm en retirant la partie noircie, et limitez chaque utilisation à 3 heures. Ne laissez jamais la bougie allumée sans surveillance.",
  en: "The first time, let the wax melt right to the edges of the vessel before putting it out; the soft crackle of the wooden wick is perfectly normal. Before each lighting, trim it to 5 mm, removing the blackened part, and limit each use to 3 hours. Never leave the candle burning unattended.",
  he: "בפעם הראשונה, הניחו לשעווה להימס עד שולי הכלי לפני הכיבוי; הפצפוץ העדין של פתיל העץ טבעי לגמרי. לפני כל הדלקה קצרו אותו ל־5 מ״מ והסירו את החלק המושחר, והגבילו כל שימוש ל־3 שעות. לעולם אל תשאירו את הנר דולק ללא השגחה.",
  ru: "В первый раз дождитесь, пока воск расплавится до самых краёв сосуда, и только потом гасите свечу; лёгкое потрескивание деревянного фитиля — это совершенно нормально. Перед каждым зажиганием подрезайте его до 5 мм, удаляя почерневшую часть, и ограничивайте каждое использование 3 часами. Никогда не оставляйте горящую свечу без присмотра.",
};

/** Care for the two-wick bowl. */
const CARE_TWO_WICKS: Localized = {
  fr: "Allumez toujours les deux mèches ensemble et, la première fois, laissez-les brûler jusqu'à ce que la cire fondue recouvre toute la surface jusqu'aux bords. Recoupez chaque mèche à 5 mm avant usage et ne dépassez pas 3 heures de combustion. Posez la coupe sur une surface stable et ne la laissez jamais allumée sans surveillance.",
  en: "Always light both wicks together and, the first time, let them burn until the melted wax covers the whole surface right to the edges. Trim each wick to 5 mm before use and never burn for more than 3 hours. Set the bowl on a stable surface and never leave it burning unattended.",
  he: "הדליקו תמיד את שני הפתילים יחד, ובפעם הראשונה הניחו להם לבעור עד שהשעווה המותכת תכסה את כל פני השטח עד השוליים. לפני השימוש קצרו כל פתיל ל־5 מ״מ, ואל תדליקו את הנר ליותר מ־3 שעות. הניחו את הקערה על משטח יציב ולעולם אל תשאירו אותה דולקת ללא השגחה.",
  ru: "Всегда зажигайте оба фитиля одновременно, а в первый раз дайте им гореть, пока расплавленный воск не покроет всю поверхность до краёв. Перед использованием подрезайте каждый фитиль до 5 мм и не жгите свечу дольше 3 часов. Ставьте чашу на устойчивую поверхность и никогда не оставляйте её горящей без присмотра.",
};

/** Care for the free-standing pillar. */
const CARE_PILLAR: Localized = {
  fr: "Posez toujours la bougie sur sa soucoupe et, au premier allumage, laissez-la brûler jusqu'à ce que le bassin de cire fondue atteigne presque les bords. Recoupez la mèche à 5 mm avant chaque utilisation et ne dépassez pas 3 heures de combustion. Ne laissez jamais la bougie allumée sans surveillance, et tenez-la à l'écart des courants d'air.",
  en: "Always stand the candle on its saucer and, on the first lighting, let it burn until the pool of melted wax almost reaches the edges. Trim the wick to 5 mm before each use and never burn for more than 3 hours. Never leave the candle burning unattended, and keep it away from draughts.",
  he: "העמידו תמיד את הנר על התחתית שלו, ובהדלקה הראשונה הניחו לו לבעור עד ששלולית השעווה המותכת תגיע כמעט עד השוליים. לפני כל שימוש קצרו את הפתיל ל־5 מ״מ, ואל תדליקו את הנר ליותר מ־3 שעות. לעולם אל תשאירו את הנר דולק ללא השגחה, והרחיקו אותו ממשבי רוח.",
  ru: "Всегда ставьте свечу на её блюдце и при первом зажигании дайте ей гореть, пока лужица расплавленного воска почти не дойдёт до краёв. Перед каждым использованием подрезайте фитиль до 5 мм и не жгите свечу дольше 3 часов. Никогда не оставляйте горящую свечу без присмотра и держите её вдали от сквозняков.",
};


// Cèdre de l'Atlas: small → amber only, medium → amber/black, large → black only;
// medium + amber is the only pair offered in both scents.
const CEDAR_SMALL = sizeLabel("small", 150);
const CEDAR_MEDIUM = sizeLabel("medium", 300);
const CEDAR_LARGE = sizeLabel("large", 400);
// The small and large sizes' own weight, dimensions and burn time; the medium is the product's.
const CEDAR_SMALL_FACTS = { grams: 150, size: [7, 7.5], burnHours: 30 } satisfies SeedVariantFacts;
const CEDAR_LARGE_FACTS = { grams: 400, size: [9, 11], burnHours: 70 } satisfies SeedVariantFacts;
const CEDAR_VETIVER: Localized = {
  fr: "Cèdre & vétiver",
  en: "Cedar & Vetiver",
  he: "ארז ווטיבר",
  ru: "Кедр и ветивер",
};
const CEDAR_AMBER: Localized = {
  fr: "Cèdre & ambre",
  en: "Cedar & Amber",
  he: "ארז וענבר",
  ru: "Кедр и амбра",
};

// Rose de Grasse: small → cream/beige, medium → cream/terracotta, large → terracotta only;
// medium + cream is the only pair offered in both scents.
const ROSE_SMALL = sizeLabel("small", 180);
const ROSE_MEDIUM = sizeLabel("medium", 300);
const ROSE_LARGE = sizeLabel("large", 450);
const ROSE_SMALL_FACTS = { grams: 180, size: [8, 8], burnHours: 32 } satisfies SeedVariantFacts;
const ROSE_LARGE_FACTS = { grams: 450, size: [11, 13], burnHours: 75 } satisfies SeedVariantFacts;
const ROSE_PEONY: Localized = {
  fr: "Rose & pivoine",
  en: "Rose & Peony",
  he: "ורד ואדמונית",
  ru: "Роза и пион",
};
const ROSE_OUD: Localized = {
  fr: "Rose & oud",
  en: "Rose & Oud",
  he: "ורד ואוד",
  ru: "Роза и уд",
};

// ---------------------------------------------------------------------------------------------
// Products: woody and floral
// ---------------------------------------------------------------------------------------------

export const woodyFloralProducts: SeedProduct[] = [
  // ----------------------------------------------------------------------------- woody
  {
    key: "cedre-atlas",
    sku: "ML-WD-001",
    category: "woody",
    priceMinor: 24900,
    stock: 0, // the seed sums the variants
    featured: true,
    bestSeller: true,
    newArrival: false,
    createdDaysAgo: 41,
    text: productText({
      name: { fr: "Cèdre de l'Atlas", en: "Atlas Cedar", he: "ארז האטלס", ru: "Атласский кедр" },
      description: {
        fr: "Un hommage aux grands cèdres de l'Atlas, dont le bois sec et légèrement fumé réchauffe la pièce dès le premier allumage. L'essence de cèdre distillée à Grasse s'appuie sur un vétiver terreux et une pointe d'ambre gris, dans un verre ambré soufflé à la main. Notre bougie signature, celle par laquelle la maison a commencé.",
        en: "A tribute to the great cedars of the Atlas, whose dry, lightly smoky wood warms the room from the very first lighting. Cedar essence distilled in Grasse rests on earthy vetiver and a hint of ambergris, in a hand-blown amber glass. Our signature candle, the one the house began with.",
        he: "מחווה לארזי האטלס הגדולים, שהעץ היבש והמעושן קלות שלהם מחמם את החדר כבר מההדלקה הראשונה. תמצית ארז שזוקקה בגראס נשענת על וטיבר אדמתי ונגיעה של ענבר אפור, בכוס זכוכית ענברית בניפוח ידני. נר הדגל שלנו, זה שאיתו הבית התחיל את דרכו.",
        ru: "Дань уважения величественным атласским кедрам, чья сухая, слегка дымная древесина согревает комнату с первого же зажигания. Эссенция кедра, дистиллированная в Грасе, опирается на землистый ветивер и нотку серой амбры, а сама свеча заключена в янтарное стекло ручного выдува. Наша фирменная свеча — та, с которой начался наш дом.",
      },
      scent: {
        fr: "Tête : cèdre de l'Atlas, bergamote · Cœur : vétiver, cyprès · Fond : ambre gris, bois de gaïac",
        en: "Top: Atlas cedar, bergamot · Heart: vetiver, cypress · Base: ambergris, guaiac wood",
        he: "תווי ראש: ארז האטלס, ברגמוט · תווי לב: וטיבר, ברוש · תווי בסיס: ענבר אפור, עץ גואיאק",
        ru: "Верхние ноты: атласский кедр, бергамот · Ноты сердца: ветивер, кипарис · Базовые ноты: серая амбра, гваяковое дерево",
      },
      care: CARE_WOOD,
      burnHours: 55,
      grams: 300,
      size: [8, 9],
      wick: WOODEN_WICK,
      container: {
        fr: "Verre ambré soufflé à la main",
        en: "Hand-blown amber glass",
        he: "זכוכית ענברית בניפוח ידני",
        ru: "Янтарное стекло ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Cèdre de l'Atlas dans un verre ambré",
        lit: "Bougie Cèdre de l'Atlas allumée",
        detail: "Détail de la cire et d'une branche de cèdre",
      },
      en: {
        front: "Atlas Cedar candle in an amber glass",
        lit: "Atlas Cedar candle, lit",
        detail: "Close-up of the wax and a cedar branch",
      },
      he: {
        front: "נר ארז האטלס בכוס זכוכית ענברית",
        lit: "נר ארז האטלס דולק",
        detail: "תקריב של השעווה וענף ארז",
      },
      ru: {
        front: "Свеча «Атласский кедр» в янтарном стакане",
        lit: "Зажжённая свеча «Атласский кедр»",
        detail: "Крупный план воска и ветки кедра",
      },
    },
    art: { vessel: "tumbler", finish: "amber-glass", wax: "#e9d3a8", labelColor: "#6b4a2b", wicks: 1, accent: "cedar" },
    variants: [
      variant("ML-WD-001-S-AMB", CEDAR_SMALL, "Ambre", CEDAR_VETIVER, 14, -4000, CEDAR_SMALL_FACTS),
      variant("ML-WD-001-M-AMB", CEDAR_MEDIUM, "Ambre", CEDAR_VETIVER, 21, 0),
      variant("ML-WD-001-M-AMB-AMBR", CEDAR_MEDIUM, "Ambre", CEDAR_AMBER, 8, 0),
      variant("ML-WD-001-M-NOI", CEDAR_MEDIUM, "Noir", CEDAR_AMBER, 0, 0),
      variant("ML-WD-001-L-NOI", CEDAR_LARGE, "Noir", CEDAR_AMBER, 6, 6000, CEDAR_LARGE_FACTS),
    ],
  },
  {
    key: "santal-de-minuit",
    sku: "ML-WD-002",
    category: "woody",
    priceMinor: 34900,
    stock: 3,
    featured: false,
    bestSeller: false,
    newArrival: true,
    createdDaysAgo: 5,
    text: productText({
      name: { fr: "Santal de Minuit", en: "Midnight Sandalwood", he: "סנדלווד של חצות", ru: "Полночный сандал" },
      description: {
        fr: "Un santal crémeux enveloppé d'un voile d'oud et de baies roses, pour les soirées qui s'étirent tard. Son amphore en verre fumé est soufflée à la main, une à une : chaque pièce porte ses propres bulles et de légères irrégularités. Une fois la bougie terminée, elle devient un vase pour une fleur unique.",
        en: "Creamy sandalwood wrapped in a veil of oud and pink peppercorns, for evenings that stretch late into the night. Its smoked-glass amphora is blown by hand, one at a time, so each piece has its own bubbles and slight irregularities. Once the candle is finished, it becomes a vase for a single flower.",
        he: "סנדלווד קרמי עטוף בהילה של אוד ופלפל ורוד, לערבים שנמשכים אל תוך הלילה. האמפורה מזכוכית מעושנת מנופחת ביד, אחת־אחת, ולכן לכל כלי יש בועות ואי־סדירויות קטנות משלו. כשהנר נגמר, היא הופכת לאגרטל לפרח יחיד.",
        ru: "Сливочный сандал, окутанный вуалью уда и розового перца, — для вечеров, которые затягиваются допоздна. Амфору из дымчатого стекла выдувают вручную, по одной, поэтому у каждой свои пузырьки и лёгкие неровности. Когда свеча догорит, амфора станет вазой для одного цветка.",
      },
      scent: {
        fr: "Tête : baies roses, cardamome · Cœur : oud, iris · Fond : santal, fève tonka",
        en: "Top: pink peppercorns, cardamom · Heart: oud, orris · Base: sandalwood, tonka bean",
        he: "תווי ראש: פלפל ורוד, הל · תווי לב: אוד, איריס · תווי בסיס: סנדלווד, פול טונקה",
        ru: "Верхние ноты: розовый перец, кардамон · Ноты сердца: уд, ирис · Базовые ноты: сандал, бобы тонка",
      },
      care: CARE_COTTON,
      burnHours: 60,
      grams: 350,
      size: [11, 14],
      wick: COTTON_WICK,
      container: {
        fr: "Amphore en verre fumé soufflé à la main",
        en: "Hand-blown smoked-glass amphora",
        he: "אמפורה מזכוכית מעושנת בניפוח ידני",
        ru: "Амфора из дымчатого стекла ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Santal de Minuit dans une amphore en verre fumé",
        lit: "Bougie Santal de Minuit allumée",
        detail: "Détail de la cire et de baies roses",
      },
      en: {
        front: "Midnight Sandalwood candle in a smoked-glass amphora",
        lit: "Midnight Sandalwood candle, lit",
        detail: "Close-up of the wax and pink peppercorns",
      },
      he: {
        front: "נר סנדלווד של חצות באמפורה מזכוכית מעושנת",
        lit: "נר סנדלווד של חצות דולק",
        detail: "תקריב של השעווה וגרגרי פלפל ורוד",
      },
      ru: {
        front: "Свеча «Полночный сандал» в амфоре из дымчатого стекла",
        lit: "Зажжённая свеча «Полночный сандал»",
        detail: "Крупный план воска и зёрен розового перца",
      },
    },
    art: { vessel: "amphora", finish: "smoke-glass", wax: "#dcc3a0", labelColor: "#3b2a20", wicks: 1, accent: "pepper" },
  },
  {
    key: "oliveraie",
    sku: "ML-WD-003",
    category: "woody",
    priceMinor: 21900,
    stock: 18,
    featured: false,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 20,
    text: productText({
      name: { fr: "Oliveraie", en: "Olive Grove", he: "כרם זיתים", ru: "Оливковая роща" },
      description: {
        fr: "L'ombre fraîche d'une oliveraie centenaire à la fin de l'été, entre écorce chauffée par le soleil et feuilles argentées. Le bois d'olivier et la feuille de figuier se mêlent à un thé blanc délicat, sur un fond de cèdre et de musc. Coulée dans un pot en pierre polie, elle brûle sur une mèche en bois au crépitement apaisant.",
        en: "The cool shade of an ancient olive grove at the end of summer, between sun-warmed bark and silvery leaves. Olive wood and fig leaf blend with delicate white tea over a base of cedar and musk. Poured into a polished stone jar, it burns on a wooden wick with a soothing crackle.",
        he: "הצל הקריר של כרם זיתים עתיק בשלהי הקיץ, בין קליפת עץ שחוממה בשמש לעלים כסופים. עץ זית ועלה תאנה מתמזגים עם תה לבן עדין, על בסיס של ארז ומאסק. הנר יצוק בצנצנת אבן מלוטשת ובוער על פתיל עץ שמפצפץ בנעימות.",
        ru: "Прохладная тень вековой оливковой рощи на исходе лета — нагретая солнцем кора и серебристая листва. Оливковое дерево и лист инжира сплетаются с нежным белым чаем на базе из кедра и мускуса. Свеча залита в банку из полированного камня и горит на деревянном фитиле с умиротворяющим потрескиванием.",
      },
      scent: {
        fr: "Tête : feuille de figuier, thé blanc · Cœur : bois d'olivier, sauge · Fond : cèdre, musc blanc",
        en: "Top: fig leaf, white tea · Heart: olive wood, sage · Base: cedar, white musk",
        he: "תווי ראש: עלה תאנה, תה לבן · תווי לב: עץ זית, מרווה · תווי בסיס: ארז, מאסק לבן",
        ru: "Верхние ноты: лист инжира, белый чай · Ноты сердца: оливковое дерево, шалфей · Базовые ноты: кедр, белый мускус",
      },
      care: CARE_WOOD,
      burnHours: 45,
      grams: 250,
      size: [9, 9],
      wick: WOODEN_WICK,
      container: {
        fr: "Pot en pierre polie",
        en: "Polished stone jar",
        he: "צנצנת אבן מלוטשת",
        ru: "Банка из полированного камня",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Oliveraie dans un pot en pierre polie",
        lit: "Bougie Oliveraie allumée",
        detail: "Détail de la cire et d'une feuille de figuier",
      },
      en: {
        front: "Olive Grove candle in a polished stone jar",
        lit: "Olive Grove candle, lit",
        detail: "Close-up of the wax and a fig leaf",
      },
      he: {
        front: "נר כרם זיתים בצנצנת אבן מלוטשת",
        lit: "נר כרם זיתים דולק",
        detail: "תקריב של השעווה ועלה תאנה",
      },
      ru: {
        front: "Свеча «Оливковая роща» в банке из полированного камня",
        lit: "Зажжённая свеча «Оливковая роща»",
        detail: "Крупный план воска и листа инжира",
      },
    },
    art: { vessel: "jar", finish: "stone", wax: "#e6dfc4", labelColor: "#6b7346", wicks: 1, accent: "fig" },
  },
  {
    key: "vetiver-fume",
    sku: "ML-WD-004",
    category: "woody",
    priceMinor: 38900,
    stock: 24,
    featured: false,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 27,
    text: productText({
      name: { fr: "Vétiver Fumé", en: "Smoked Vetiver", he: "וטיבר מעושן", ru: "Дымный ветивер" },
      description: {
        fr: "Une coupe basse en céramique noire et deux mèches pour une lumière généreuse, pensée pour le centre d'une table. Le vétiver d'Haïti et le bouleau fumé y rencontrent le cuir et une pointe de poivre noir. Un parfum profond et enveloppant, qui remplit sans peine un grand salon.",
        en: "A low black ceramic bowl with two wicks for a generous glow, designed for the centre of a table. Haitian vetiver and smoky birch meet leather and a hint of black pepper. A deep, enveloping fragrance that easily fills a large living room.",
        he: "קערה נמוכה מקרמיקה שחורה עם שני פתילים לאור נדיב, שנועדה למרכז השולחן. וטיבר מהאיטי וליבנה מעושן פוגשים בה עור ונגיעה של פלפל שחור. ניחוח עמוק ועוטף, שממלא בקלות סלון גדול.",
        ru: "Низкая чаша из чёрной керамики с двумя фитилями дарит щедрый свет — она создана для центра стола. Гаитянский ветивер с дымными нотами берёзы встречается в ней с кожей и щепоткой чёрного перца. Глубокий, обволакивающий аромат, который легко наполняет просторную гостиную.",
      },
      scent: {
        fr: "Tête : poivre noir, élémi · Cœur : vétiver d'Haïti, bouleau fumé · Fond : cuir, patchouli",
        en: "Top: black pepper, elemi · Heart: Haitian vetiver, smoky birch · Base: leather, patchouli",
        he: "תווי ראש: פלפל שחור, אלמי · תווי לב: וטיבר מהאיטי, ליבנה מעושן · תווי בסיס: עור, פצ׳ולי",
        ru: "Верхние ноты: чёрный перец, элеми · Ноты сердца: гаитянский ветивер, берёзовый дёготь · Базовые ноты: кожа, пачули",
      },
      care: CARE_TWO_WICKS,
      burnHours: 70,
      grams: 600,
      size: [14, 7],
      wick: TWO_COTTON_WICKS,
      container: {
        fr: "Céramique émaillée noire",
        en: "Black glazed ceramic",
        he: "קרמיקה מזוגגת שחורה",
        ru: "Чёрная глазурованная керамика",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Vétiver Fumé dans une coupe basse en céramique noire",
        lit: "Bougie Vétiver Fumé allumée, ses deux mèches en flamme",
        detail: "Détail de la cire et d'un rameau de cèdre",
      },
      en: {
        front: "Smoked Vetiver candle in a low black ceramic bowl",
        lit: "Smoked Vetiver candle, lit with both wicks burning",
        detail: "Close-up of the wax and a cedar sprig",
      },
      he: {
        front: "נר וטיבר מעושן בקערה נמוכה מקרמיקה שחורה",
        lit: "נר וטיבר מעושן דולק בשני פתילים",
        detail: "תקריב של השעווה וענף ארז קטן",
      },
      ru: {
        front: "Свеча «Дымный ветивер» в низкой чаше из чёрной керамики",
        lit: "Свеча «Дымный ветивер» с двумя зажжёнными фитилями",
        detail: "Крупный план воска и веточки кедра",
      },
    },
    art: { vessel: "bowl", finish: "ceramic-noir", wax: "#d6cdbd", labelColor: "#b08d57", wicks: 2, accent: "cedar" },
  },

  // ----------------------------------------------------------------------------- floral
  {
    key: "rose-de-grasse",
    sku: "ML-FL-001",
    category: "floral",
    priceMinor: 26900,
    stock: 0, // the seed sums the variants
    featured: true,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 14,
    text: productText({
      name: { fr: "Rose de Grasse", en: "Grasse Rose", he: "ורד גראס", ru: "Грасская роза" },
      description: {
        fr: "La rose centifolia, cueillie à l'aube au mois de mai dans les champs de Grasse, est le cœur de cette bougie. Son absolue, à la fois miellée et poudrée, s'équilibre d'une pivoine fraîche et d'un fond de musc blanc. Présentée dans une coupe en verre soufflé à la main, elle parfume une chambre ou un salon avec une élégance toute naturelle.",
        en: "The centifolia rose, picked at dawn in May in the fields of Grasse, is the heart of this candle. Its absolute, both honeyed and powdery, is balanced by fresh peony and a base of white musk. Presented in a hand-blown glass coupe, it scents a bedroom or a living room with effortless elegance.",
        he: "ורד הסנטיפוליה, שנקטף עם שחר בחודש מאי בשדות גראס, הוא הלב של הנר הזה. האבסולוט שלו, דבשי ופודרי כאחד, מאוזן באדמונית רעננה ובבסיס של מאסק לבן. הנר מוגש בגביע זכוכית בניפוח ידני, וממלא חדר שינה או סלון באלגנטיות טבעית.",
        ru: "Сердце этой свечи — роза центифолия, которую в мае собирают на рассвете на полях Граса. Её абсолют, одновременно медовый и пудровый, уравновешен свежим пионом и базой из белого мускуса. Свеча в чаше на ножке из стекла ручного выдува наполняет спальню или гостиную естественной элегантностью.",
      },
      scent: {
        fr: "Tête : litchi, bergamote · Cœur : rose centifolia, pivoine · Fond : musc blanc, bois de cachemire",
        en: "Top: lychee, bergamot · Heart: centifolia rose, peony · Base: white musk, cashmere wood",
        he: "תווי ראש: ליצ׳י, ברגמוט · תווי לב: ורד סנטיפוליה, אדמונית · תווי בסיס: מאסק לבן, עץ קשמיר",
        ru: "Верхние ноты: личи, бергамот · Ноты сердца: роза центифолия, пион · Базовые ноты: белый мускус, кашемировое дерево",
      },
      care: CARE_COTTON,
      burnHours: 50,
      grams: 300,
      size: [10, 11],
      wick: COTTON_WICK,
      container: {
        fr: "Coupe en verre soufflé à la main",
        en: "Hand-blown glass coupe",
        he: "גביע זכוכית בניפוח ידני",
        ru: "Чаша на ножке из стекла ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Rose de Grasse dans une coupe en verre soufflé",
        lit: "Bougie Rose de Grasse allumée",
        detail: "Détail de la cire et de pétales de rose",
      },
      en: {
        front: "Grasse Rose candle in a hand-blown glass coupe",
        lit: "Grasse Rose candle, lit",
        detail: "Close-up of the wax and rose petals",
      },
      he: {
        front: "נר ורד גראס בגביע זכוכית בניפוח ידני",
        lit: "נר ורד גראס דולק",
        detail: "תקריב של השעווה ועלי כותרת של ורד",
      },
      ru: {
        front: "Свеча «Грасская роза» в чаше на ножке из выдувного стекла",
        lit: "Зажжённая свеча «Грасская роза»",
        detail: "Крупный план воска и лепестков розы",
      },
    },
    art: { vessel: "coupe", finish: "clear-glass", wax: "#f2d9d6", labelColor: "#b5536a", wicks: 1, accent: "rose" },
    variants: [
      variant("ML-FL-001-S-BLC", ROSE_SMALL, "Blanc Crème", ROSE_PEONY, 11, -5000, ROSE_SMALL_FACTS),
      variant("ML-FL-001-S-BEI", ROSE_SMALL, "Beige", ROSE_PEONY, 9, -5000, ROSE_SMALL_FACTS),
      variant("ML-FL-001-M-BLC", ROSE_MEDIUM, "Blanc Crème", ROSE_PEONY, 16, 0),
      variant("ML-FL-001-M-BLC-OUD", ROSE_MEDIUM, "Blanc Crème", ROSE_OUD, 0, 0),
      variant("ML-FL-001-M-TER", ROSE_MEDIUM, "Terracotta", ROSE_OUD, 7, 0),
      variant("ML-FL-001-L-TER", ROSE_LARGE, "Terracotta", ROSE_OUD, 4, 7000, ROSE_LARGE_FACTS),
    ],
  },
  {
    key: "jasmin-de-nuit",
    sku: "ML-FL-002",
    category: "floral",
    priceMinor: 29900,
    stock: 7,
    featured: false,
    bestSeller: false,
    newArrival: true,
    createdDaysAgo: 2,
    text: productText({
      name: { fr: "Jasmin de Nuit", en: "Night Jasmine", he: "יסמין לילה", ru: "Ночной жасмин" },
      description: {
        fr: "Le parfum des jasmins qui débordent des murets de Netanya les soirs d'été, quand la chaleur retombe enfin. L'absolue de jasmin grandiflorum de Grasse s'adoucit de fleur de tiaré et d'un fond de vanille blonde. Son pot en verre clair soufflé à la main laisse danser la flamme à travers une cire ivoire.",
        en: "The scent of jasmine spilling over the garden walls of Netanya on summer evenings, when the heat finally breaks. Jasmine grandiflorum absolute from Grasse is softened by tiare flower and a base of blond vanilla. Its clear hand-blown glass jar lets the flame dance through ivory wax.",
        he: "ניחוח היסמין הגולש מעל גדרות החצרות בנתניה בערבי הקיץ, כשהחום סוף־סוף נשבר. אבסולוט יסמין גרנדיפלורום מגראס מתרכך בפרח טיארה ובבסיס של וניל בהיר. צנצנת הזכוכית השקופה, בניפוח ידני, מניחה ללהבה לרקוד מבעד לשעווה בגוון שנהב.",
        ru: "Аромат жасмина, свисающего с садовых оград Нетании летними вечерами, когда жара наконец спадает. Абсолют жасмина грандифлорум из Граса смягчён цветком тиаре и базой из светлой ванили. В прозрачной банке ручного выдува пламя танцует сквозь воск цвета слоновой кости.",
      },
      scent: {
        fr: "Tête : mandarine, poire · Cœur : jasmin grandiflorum, tiaré · Fond : vanille blonde, santal",
        en: "Top: mandarin, pear · Heart: jasmine grandiflorum, tiare · Base: blond vanilla, sandalwood",
        he: "תווי ראש: מנדרינה, אגס · תווי לב: יסמין גרנדיפלורום, טיארה · תווי בסיס: וניל בהיר, סנדלווד",
        ru: "Верхние ноты: мандарин, груша · Ноты сердца: жасмин грандифлорум, тиаре · Базовые ноты: светлая ваниль, сандал",
      },
      care: CARE_COTTON,
      burnHours: 50,
      grams: 300,
      size: [9, 10],
      wick: COTTON_WICK,
      container: {
        fr: "Pot en verre clair soufflé à la main",
        en: "Clear hand-blown glass jar",
        he: "צנצנת זכוכית שקופה בניפוח ידני",
        ru: "Банка из прозрачного стекла ручного выдува",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Jasmin de Nuit dans un pot en verre clair",
        lit: "Bougie Jasmin de Nuit allumée",
        detail: "Détail de la cire ivoire et de pétales de fleurs",
      },
      en: {
        front: "Night Jasmine candle in a clear glass jar",
        lit: "Night Jasmine candle, lit",
        detail: "Close-up of the ivory wax and flower petals",
      },
      he: {
        front: "נר יסמין לילה בצנצנת זכוכית שקופה",
        lit: "נר יסמין לילה דולק",
        detail: "תקריב של השעווה בגוון שנהב ועלי כותרת",
      },
      ru: {
        front: "Свеча «Ночной жасмин» в банке из прозрачного стекла",
        lit: "Зажжённая свеча «Ночной жасмин»",
        detail: "Крупный план воска цвета слоновой кости и цветочных лепестков",
      },
    },
    art: { vessel: "jar", finish: "clear-glass", wax: "#f6f0e2", labelColor: "#c9a24a", wicks: 1, accent: "rose" },
  },
  {
    key: "lavande-de-provence",
    sku: "ML-FL-003",
    category: "floral",
    priceMinor: 16900,
    stock: 35,
    featured: false,
    bestSeller: true,
    newArrival: false,
    createdDaysAgo: 33,
    text: productText({
      name: { fr: "Lavande de Provence", en: "Provence Lavender", he: "לבנדר פרובנס", ru: "Прованская лаванда" },
      description: {
        fr: "Une bougie pilier sans contenant, moulée à la main, qui évoque les champs de lavande du plateau de Valensole en juillet. La lavande fine de Haute-Provence s'allie à la sauge et à la camomille, pour un parfum net et apaisant qui invite au sommeil. Elle est livrée sur sa soucoupe en céramique émaillée crème.",
        en: "A free-standing pillar candle, moulded by hand, that recalls the lavender fields of the Valensole plateau in July. Fine lavender from Haute-Provence pairs with sage and chamomile for a clean, soothing scent that invites sleep. It comes on its cream glazed ceramic saucer.",
        he: "נר עמוד ללא כלי, יצוק ביד, שמעלה בזיכרון את שדות הלבנדר של רמת ולנסול ביולי. לבנדר עדין מפרובנס מתחבר למרווה ולקמומיל, לניחוח נקי ומרגיע שמזמין שינה. הנר מגיע על תחתית מקרמיקה מזוגגת בגוון שמנת.",
        ru: "Свеча-столбик без сосуда, отлитая вручную, напоминает июльские лавандовые поля плато Валансоль. Тонкая лаванда из Верхнего Прованса в сочетании с шалфеем и ромашкой создаёт чистый, успокаивающий аромат, который располагает ко сну. Свеча поставляется на блюдце из кремовой глазурованной керамики.",
      },
      scent: {
        fr: "Tête : lavande fine, bergamote · Cœur : sauge, camomille · Fond : musc blanc, ambre",
        en: "Top: fine lavender, bergamot · Heart: sage, chamomile · Base: white musk, amber",
        he: "תווי ראש: לבנדר, ברגמוט · תווי לב: מרווה, קמומיל · תווי בסיס: מאסק לבן, ענבר",
        ru: "Верхние ноты: лаванда, бергамот · Ноты сердца: шалфей, ромашка · Базовые ноты: белый мускус, амбра",
      },
      care: CARE_PILLAR,
      burnHours: 40,
      grams: 350,
      size: [7, 12],
      wick: COTTON_WICK,
      container: {
        fr: "Sans contenant, sur soucoupe en céramique émaillée",
        en: "No vessel, on a glazed ceramic saucer",
        he: "ללא כלי, על תחתית מקרמיקה מזוגגת",
        ru: "Без сосуда, на блюдце из глазурованной керамики",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie pilier Lavande de Provence sur sa soucoupe crème",
        lit: "Bougie Lavande de Provence allumée",
        detail: "Détail de la cire mauve et d'un brin de lavande",
      },
      en: {
        front: "Provence Lavender pillar candle on its cream saucer",
        lit: "Provence Lavender candle, lit",
        detail: "Close-up of the mauve wax and a sprig of lavender",
      },
      he: {
        front: "נר עמוד לבנדר פרובנס על תחתית בגוון שמנת",
        lit: "נר לבנדר פרובנס דולק",
        detail: "תקריב של השעווה בגוון סגול בהיר וענף לבנדר",
      },
      ru: {
        front: "Свеча-столбик «Прованская лаванда» на кремовом блюдце",
        lit: "Зажжённая свеча «Прованская лаванда»",
        detail: "Крупный план сиреневого воска и веточки лаванды",
      },
    },
    art: { vessel: "pillar", finish: "ceramic-cream", wax: "#d9cfe3", labelColor: "#6d5a8e", wicks: 1, accent: "lavender" },
  },
  {
    key: "fleur-d-oranger",
    sku: "ML-FL-004",
    category: "floral",
    priceMinor: 19900,
    stock: 15,
    featured: false,
    bestSeller: false,
    newArrival: false,
    createdDaysAgo: 9,
    text: productText({
      name: { fr: "Fleur d'Oranger", en: "Orange Blossom", he: "פריחת תפוז", ru: "Флёрдоранж" },
      description: {
        fr: "Au printemps, les orangeraies de la plaine du Sharon, autour de Netanya, embaument l'air pendant quelques semaines à peine. Nous avons voulu retenir ce moment : néroli et absolue de fleur d'oranger de Grasse, posés sur un fond de miel d'oranger et de musc. Un parfum lumineux, coulé dans un gobelet en céramique terracotta émaillée à la main.",
        en: "In spring, the orange groves of the Sharon plain around Netanya perfume the air for just a few weeks. We wanted to hold on to that moment: neroli and orange blossom absolute from Grasse, resting on a base of orange-blossom honey and musk. A luminous scent, poured into a hand-glazed terracotta ceramic tumbler.",
        he: "באביב, פרדסי השרון שסביב נתניה ממלאים את האוויר בניחוחם רק לכמה שבועות. רצינו לשמר את הרגע הזה: נרולי ואבסולוט פריחת תפוז מגראס, על בסיס של דבש הדרים ומאסק. ניחוח זוהר, יצוק בכוס קרמיקה בגוון טרקוטה שזוגגה בעבודת יד.",
        ru: "Весной апельсиновые рощи Шаронской долины вокруг Нетании благоухают всего несколько недель. Нам захотелось сохранить это мгновение: нероли и абсолют флёрдоранжа из Граса на базе из цитрусового мёда и мускуса. Светлый, сияющий аромат в терракотовом керамическом стакане, покрытом глазурью вручную.",
      },
      scent: {
        fr: "Tête : néroli, petit-grain · Cœur : fleur d'oranger, jasmin · Fond : miel d'oranger, musc",
        en: "Top: neroli, petitgrain · Heart: orange blossom, jasmine · Base: orange-blossom honey, musk",
        he: "תווי ראש: נרולי, פטיטגריין · תווי לב: פריחת תפוז, יסמין · תווי בסיס: דבש הדרים, מאסק",
        ru: "Верхние ноты: нероли, петитгрейн · Ноты сердца: флёрдоранж, жасмин · Базовые ноты: цитрусовый мёд, мускус",
      },
      care: CARE_WOOD,
      burnHours: 45,
      grams: 250,
      size: [8, 9],
      wick: WOODEN_WICK,
      container: {
        fr: "Céramique terracotta émaillée à la main",
        en: "Hand-glazed terracotta ceramic",
        he: "קרמיקת טרקוטה מזוגגת בעבודת יד",
        ru: "Терракотовая керамика ручной глазуровки",
      },
    }),
    imageAlt: {
      fr: {
        front: "Bougie Fleur d'Oranger dans un gobelet en céramique terracotta",
        lit: "Bougie Fleur d'Oranger allumée",
        detail: "Détail de la cire et d'une tranche d'orange",
      },
      en: {
        front: "Orange Blossom candle in a terracotta ceramic tumbler",
        lit: "Orange Blossom candle, lit",
        detail: "Close-up of the wax and a slice of orange",
      },
      he: {
        front: "נר פריחת תפוז בכוס קרמיקה בגוון טרקוטה",
        lit: "נר פריחת תפוז דולק",
        detail: "תקריב של השעווה ופרוסת תפוז",
      },
      ru: {
        front: "Свеча «Флёрдоранж» в терракотовом керамическом стакане",
        lit: "Зажжённая свеча «Флёрдоранж»",
        detail: "Крупный план воска и дольки апельсина",
      },
    },
    art: { vessel: "tumbler", finish: "ceramic-terracotta", wax: "#f5e6c8", labelColor: "#f3e6cf", wicks: 1, accent: "citrus" },
  },
];

// ---------------------------------------------------------------------------------------------
// The whole catalogue
// ---------------------------------------------------------------------------------------------

export const products: SeedProduct[] = [...woodyFloralProducts, ...freshSpicyProducts];
