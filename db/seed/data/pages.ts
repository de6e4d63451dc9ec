/**
 * DEMO DATA: the "about" and "contact" static pages of the invented demo brand Maison Lumière
 * (handmade soy-wax scented candles from a workshop in Netanya, Israel; essences from Grasse;
 * hand-blown glass; a house founded in 2023). The story, figures and contact details are
 * invented: the address, the "+972 9 000 0000" phone number and the ".example" e-mail address
 * are placeholders the owner replaces in the admin. Opening hours, delivery times and the
 * 30-day return promise follow docs/product/overview.md#shop-3, docs/product/overview.md#shop-6 and docs/product/checkout-and-orders.md#ord-1; the legal withdrawal period lives in the
 * terms of sale (pages-legal.ts). French is the source text; en, he and ru are translations
 * with the same section ids, paragraph counts and FAQ entries.
 */
import type { SeedPage } from "../types";
import { legalPages } from "./pages-legal";

/** Demo contact values, identical in every language. */
const PHONE = "+972 9 000 0000";
const EMAIL = "bonjour@maison-lumiere.example";

// ---------------------------------------------------------------------------------------------
// About ("Notre histoire")
// ---------------------------------------------------------------------------------------------

export const aboutPage: SeedPage = {
  slug: "about",
  content: {
    fr: {
      title: "Notre histoire",
      metaDescription:
        "Maison Lumière coule à la main des bougies à la cire de soja à Netanya depuis 2023 : essences de Grasse, verre soufflé, petites séries.",
      intro:
        "Maison Lumière est née en 2023 dans un petit atelier de Netanya, à quelques rues de la mer. Au début, il y avait un bain-marie, un thermomètre et l'envie de faire des bougies que l'on garde après la dernière flamme. Aujourd'hui encore, chaque bougie est coulée à la main, sa mèche posée et recoupée à la main, par petites séries, dans le même atelier.",
      sections: [
        {
          id: "mission",
          heading: "Notre mission",
          body: [
            "Nous faisons des bougies pour les moments calmes : le premier café du matin, un dîner qui s'attarde, la lecture du soir. Une bougie doit brûler proprement, diffuser son parfum de façon égale du premier au dernier centimètre, et laisser derrière elle un contenant que l'on a envie de garder.",
            "C'est pourquoi nous travaillons lentement. Nous préférons une collection courte, que nous connaissons parfaitement, à une gamme qui change à chaque saison. Chaque parfum est éprouvé pendant plusieurs semaines avant d'entrer au catalogue : durée de combustion, diffusion à froid et à chaud, tenue de la mèche.",
            "Nous tenons aussi à rester proches de celles et ceux qui allument nos bougies. Une question d'entretien, un conseil pour un cadeau : c'est l'atelier lui-même qui répond, du dimanche au vendredi.",
          ],
        },
        {
          id: "ingredients",
          heading: "Ingrédients naturels",
          body: [
            "Notre cire est une cire de soja 100 % naturelle, sans paraffine ni dérivé du pétrole. Elle fond à basse température, ce qui donne une combustion lente et régulière, et une goutte tombée sur la nappe part simplement à l'eau chaude savonneuse.",
            "Nos parfums sont composés à Grasse, en Provence, par des maisons qui travaillent les matières premières de la parfumerie depuis des générations. Nous les dosons entre 8 et 10 % du poids de la cire : assez pour parfumer une pièce, jamais au point d'alourdir l'air.",
            "- Cire de soja 100 % naturelle, sans paraffine\n- Mèches en coton tressé ou en bois, sans plomb ni âme métallique\n- Parfums de Grasse, conformes aux normes IFRA\n- Contenants en verre soufflé ou en céramique, faits pour resservir",
          ],
        },
        {
          id: "craft",
          heading: "Artisanat local",
          body: [
            "Tout se fait à l'atelier de Netanya. La cire est fondue au bain-marie, le parfum ajouté vers 80 °C, puis la cire est coulée autour de 60 °C, quand elle a juste assez de corps pour épouser le verre sans emprisonner de bulles. Chaque contenant est préchauffé, pour qu'aucune auréole ne se forme le long de la paroi.",
            "Les bougies reposent ensuite deux semaines sur nos étagères. Cette cure laisse au parfum le temps de se lier à la cire : c'est elle qui fait la différence entre une bougie qui sent bon dans sa boîte et une bougie qui parfume vraiment une pièce. Avant l'expédition, chaque mèche est recoupée à la main à 5 mm, et chaque bougie est contrôlée, étiquetée et numérotée par lot.",
            "Nous travaillons par petites séries de quelques dizaines de pièces. Cela nous permet d'ajuster un détail d'un lot à l'autre, et de ne garder en stock que ce que nous pouvons vendre frais.",
          ],
        },
        {
          id: "design",
          heading: "Design élégant",
          body: [
            "Nos contenants sont en verre soufflé à la bouche : chaque pièce a son épaisseur, ses légères variations de teinte, parfois une minuscule bulle prise dans le verre. Nous les choisissons pour la façon dont la lumière les traverse quand la bougie est allumée. Certaines bougies sont coulées dans des pots en céramique, d'autres se tiennent seules, en pilier.",
            "Les formes restent simples : un gobelet droit, un bol bas à plusieurs mèches, une amphore au col étroit. La couleur vient de la cire et du verre – ambre, blanc crème, terracotta, noir, beige – plutôt que d'un décor ajouté.",
            "En 2025, nous avons dessiné une édition limitée inspirée du patrimoine culturel israélien, dont une bougie en forme d'étoile. Elle est produite en petite quantité, le temps d'une saison.",
          ],
        },
        {
          id: "sustainability",
          heading: "Durabilité et engagement",
          body: [
            "Une bougie bien faite dure longtemps ; un contenant bien choisi, plus longtemps encore. Une fois la bougie terminée, décollez le reste de cire avec un peu d'eau chaude : le verre devient un vase, un verre à eau ou un pot à crayons.",
            "- Production en petites séries, pour éviter les invendus\n- Cire végétale et mèches sans métal\n- Emballages en carton et en papier, sans calage plastique\n- Contenants pensés pour être réutilisés",
            "Une bougie qui brûle jusqu'au bout est une bougie qui ne se gaspille pas. À chaque allumage, laissez la cire fondre jusqu'aux bords (comptez deux à trois heures la première fois), recoupez la mèche à 5 mm avant chaque usage et ne la laissez pas brûler plus de 3 heures d'affilée.",
          ],
        },
      ],
    },
    en: {
      title: "Our story",
      metaDescription:
        "Maison Lumière has hand-poured soy-wax candles in Netanya since 2023: fragrances from Grasse, hand-blown glass, small batches.",
      intro:
        "Maison Lumière began in 2023 in a small workshop in Netanya, a few streets from the sea. At first there was a double boiler, a thermometer and the wish to make candles worth keeping after the last flame. To this day, every candle is poured by hand, its wick set and trimmed by hand, in small batches, in the same workshop.",
      sections: [
        {
          id: "mission",
          heading: "Our mission",
          body: [
            "We make candles for quiet moments: the first coffee of the morning, a dinner that lingers, an evening with a book. A candle should burn cleanly, release its scent evenly from the first centimetre to the last, and leave behind a vessel you want to keep.",
            "That is why we work slowly. We would rather have a short collection we know inside out than a range that changes every season. Each scent is tested for several weeks before it joins the catalogue: burn time, cold and hot throw, how steadily the wick holds.",
            "We also want to stay close to the people who light our candles. A question about care, advice on a gift: the workshop itself answers, Sunday to Friday.",
          ],
        },
        {
          id: "ingredients",
          heading: "Natural ingredients",
          body: [
            "Our wax is 100% natural soy wax, with no paraffin and nothing derived from petroleum. It melts at a low temperature, which gives a slow, even burn, and a drop that lands on the tablecloth comes out with warm soapy water.",
            "Our fragrances are composed in Grasse, in Provence, by houses that have worked with perfumery's raw materials for generations. We blend them at 8 to 10% of the wax weight: enough to scent a room, never so much that the air feels heavy.",
            "- 100% natural soy wax, no paraffin\n- Braided cotton or wooden wicks, with no lead and no metal core\n- Fragrances from Grasse, compliant with IFRA standards\n- Hand-blown glass or ceramic vessels, made to be used again",
          ],
        },
        {
          id: "craft",
          heading: "Local craftsmanship",
          body: [
            "Everything happens in our Netanya workshop. The wax is melted in a water bath, the fragrance added at around 80 °C, and the wax poured at around 60 °C, when it has just enough body to meet the glass without trapping bubbles. Each vessel is warmed beforehand so that no frosting forms along the wall.",
            "The candles then rest for two weeks on our shelves. This cure gives the fragrance time to bind with the wax: it is the difference between a candle that smells lovely in its box and one that truly scents a room. Before shipping, every wick is trimmed by hand to 5 mm, and every candle is checked, labelled and numbered by batch.",
            "We work in small batches of a few dozen pieces. That lets us refine a detail from one batch to the next, and keep in stock only what we can sell fresh.",
          ],
        },
        {
          id: "design",
          heading: "Elegant design",
          body: [
            "Our vessels are mouth-blown glass: each piece has its own thickness, slight shifts of tint, sometimes a tiny bubble caught in the glass. We choose them for the way light passes through them when the candle is lit. Some candles are poured into ceramic pots; others stand on their own as pillars.",
            "The shapes stay simple: a straight tumbler, a low bowl with several wicks, an amphora with a narrow neck. Colour comes from the wax and the glass – amber, cream white, terracotta, black, beige – rather than from added decoration.",
            "In 2025 we designed a limited edition inspired by Israel's cultural heritage, among them a star-shaped candle. It is made in small numbers, for a single season.",
          ],
        },
        {
          id: "sustainability",
          heading: "Sustainability and commitment",
          body: [
            "A well-made candle lasts a long time; a well-chosen vessel, longer still. Once the candle is finished, loosen the last of the wax with a little hot water: the glass becomes a vase, a water glass or a pencil pot.",
            "- Small-batch production, to avoid unsold stock\n- Plant-based wax and metal-free wicks\n- Cardboard and paper packaging, with no plastic fill\n- Vessels designed to be reused",
            "A candle that burns to the end is a candle that is not wasted. Each time you light it, let the wax melt all the way to the edges (allow two to three hours the first time), trim the wick to 5 mm before every use, and never burn it for more than 3 hours at a stretch.",
          ],
        },
      ],
    },
    he: {
      title: "הסיפור שלנו",
      metaDescription:
        "Maison Lumière יוצקת ביד נרות משעוות סויה בנתניה מאז 2023: תמציות ריח מגראס, זכוכית בניפוח ידני וסדרות קטנות.",
      intro:
        "Maison Lumière נולדה ב־2023 בסדנה קטנה בנתניה, כמה רחובות מהים. בהתחלה היו סיר כפול, מדחום והרצון ליצור נרות שרוצים לשמור גם אחרי שהלהבה האחרונה כבתה. גם היום כל נר נוצק ביד, הפתיל שלו מוצב ונגזם ביד, בסדרות קטנות, באותה סדנה.",
      sections: [
        {
          id: "mission",
          heading: "המשימה שלנו",
          body: [
            "אנחנו מכינים נרות לרגעים השקטים: הקפה הראשון של הבוקר, ארוחת ערב שמתארכת, קריאה לפני השינה. נר צריך לבעור בצורה נקייה, להפיץ את הריח שלו באופן אחיד מהסנטימטר הראשון ועד האחרון, ולהשאיר אחריו כלי שמתחשק לשמור.",
            "לכן אנחנו עובדים לאט. אנחנו מעדיפים קולקציה קטנה שאנחנו מכירים לעומק על פני מבחר שמתחלף בכל עונה. כל ריח נבחן במשך כמה שבועות לפני שהוא נכנס לקטלוג: זמן הבעירה, פיזור הריח כשהנר כבוי וכשהוא דולק, ויציבות הפתיל.",
            "חשוב לנו גם להישאר קרובים לאנשים שמדליקים את הנרות שלנו. שאלה על תחזוקה, עצה לבחירת מתנה – הסדנה עצמה עונה, מיום ראשון עד יום שישי.",
          ],
        },
        {
          id: "ingredients",
          heading: "מרכיבים טבעיים",
          body: [
            "השעווה שלנו היא שעוות סויה טבעית ב־100%, ללא פרפין וללא תוצרי נפט. היא נמסה בטמפרטורה נמוכה, ולכן בוערת לאט ובאופן אחיד, וטיפה שנופלת על המפה יורדת בקלות במים חמים וסבון.",
            "הריחות שלנו מורכבים בגראס שבפרובאנס, בבתי בושם שעובדים עם חומרי הגלם של עולם הבושם כבר דורות. אנחנו מוסיפים אותם בשיעור של 8 עד 10% ממשקל השעווה: מספיק כדי למלא חדר בריח, אבל אף פעם לא עד כדי להכביד על האוויר.",
            "- שעוות סויה טבעית ב־100%, ללא פרפין\n- פתילים מכותנה קלועה או מעץ, ללא עופרת וללא ליבת מתכת\n- ריחות מגראס, בהתאם לתקני IFRA\n- כלים מזכוכית בניפוח ידני או מקרמיקה, שנועדו לשימוש חוזר",
          ],
        },
        {
          id: "craft",
          heading: "אומנות מקומית",
          body: [
            "הכול נעשה בסדנה שלנו בנתניה. את השעווה ממיסים באמבט מים, את הריח מוסיפים בסביבות 80°C, ויוצקים בסביבות 60°C – כשלשעווה יש בדיוק הסמיכות הנכונה כדי להיצמד לזכוכית בלי ללכוד בועות. כל כלי מחומם מראש, כדי שלא ייווצרו כתמים לבנבנים לאורך הדופן.",
            "אחר כך הנרות נחים שבועיים על המדפים שלנו. תקופת ההבשלה הזו נותנת לריח זמן להיקשר לשעווה, והיא שעושה את ההבדל בין נר שמריח טוב בקופסה לבין נר שבאמת ממלא חדר בריח. לפני המשלוח כל פתיל נגזם ביד לגובה 5 מ״מ, וכל נר נבדק, מקבל תווית וממוספר לפי אצווה.",
            "אנחנו עובדים בסדרות קטנות של כמה עשרות יחידות. כך אפשר לדייק פרט קטן מאצווה לאצווה, ולהחזיק במלאי רק את מה שנספיק למכור טרי.",
          ],
        },
        {
          id: "design",
          heading: "עיצוב אלגנטי",
          body: [
            "הכלים שלנו עשויים זכוכית מנופחת בפה: לכל פריט עובי משלו, הבדלי גוון עדינים, ולפעמים בועה זעירה שנלכדה בזכוכית. אנחנו בוחרים אותם לפי האופן שבו האור עובר דרכם כשהנר דולק. חלק מהנרות נוצקים בכלי קרמיקה, ואחרים עומדים בפני עצמם, כנרות עמוד.",
            "הצורות נשארות פשוטות: כוס ישרה, קערה נמוכה עם כמה פתילים, אמפורה עם צוואר צר. הצבע מגיע מהשעווה ומהזכוכית – ענבר, לבן שמנת, טרקוטה, שחור, בז׳ – ולא מעיטור שנוסף מבחוץ.",
            "ב־2025 עיצבנו מהדורה מוגבלת בהשראת המורשת התרבותית הישראלית, ובה גם נר בצורת כוכב. היא מיוצרת בכמות קטנה, לעונה אחת בלבד.",
          ],
        },
        {
          id: "sustainability",
          heading: "קיימות ומחויבות",
          body: [
            "נר עשוי היטב מחזיק זמן רב, וכלי שנבחר היטב – עוד יותר. כשהנר נגמר, הפרידו את שארית השעווה בעזרת מעט מים חמים: הזכוכית הופכת לאגרטל, לכוס מים או לכלי לעפרונות.",
            "- ייצור בסדרות קטנות, כדי שלא יישארו עודפים\n- שעווה צמחית ופתילים ללא מתכת\n- אריזות מקרטון ומנייר, ללא ריפוד פלסטיק\n- כלים שתוכננו לשימוש חוזר",
            "נר שבוער עד הסוף הוא נר שלא התבזבז. בכל הדלקה תנו לשעווה להימס עד השוליים (בפעם הראשונה זה לוקח שעתיים עד שלוש), גזמו את הפתיל ל־5 מ״מ לפני כל שימוש, ואל תשאירו את הנר דולק יותר מ־3 שעות ברציפות.",
          ],
        },
      ],
    },
    ru: {
      title: "Наша история",
      metaDescription:
        "Maison Lumière с 2023 года вручную отливает свечи из соевого воска в Нетании: ароматы из Граса, стекло ручного выдува, малые партии.",
      intro:
        "Maison Lumière появилась в 2023 году в небольшой мастерской в Нетании, в нескольких кварталах от моря. Сначала были только водяная баня, термометр и желание делать свечи, которые хочется сохранить и после того, как погаснет последнее пламя. И сегодня каждую свечу мы отливаем вручную, вручную устанавливаем и подрезаем фитиль — небольшими партиями, в той же мастерской.",
      sections: [
        {
          id: "mission",
          heading: "Наша миссия",
          body: [
            "Мы делаем свечи для спокойных минут: первый утренний кофе, неторопливый ужин, вечер с книгой. Свеча должна гореть чисто, ровно отдавать аромат от первого сантиметра до последнего и оставлять после себя сосуд, который хочется сохранить.",
            "Поэтому мы работаем неспешно. Нам ближе небольшая коллекция, которую мы знаем до мелочей, чем ассортимент, меняющийся каждый сезон. Каждый аромат несколько недель проходит испытания, прежде чем попасть в каталог: время горения, раскрытие аромата в холодной и в горящей свече, устойчивость фитиля.",
            "Нам важно оставаться рядом с теми, кто зажигает наши свечи. Вопрос об уходе, совет при выборе подарка — отвечает сама мастерская, с воскресенья по пятницу.",
          ],
        },
        {
          id: "ingredients",
          heading: "Натуральные ингредиенты",
          body: [
            "Наш воск — 100% натуральный соевый воск, без парафина и нефтепродуктов. Он плавится при низкой температуре, поэтому горит медленно и ровно, а капля, упавшая на скатерть, легко отстирывается тёплой мыльной водой.",
            "Наши ароматы создаются в Грасе, в Провансе, парфюмерными домами, которые не одно поколение работают с сырьём для духов. Мы вводим их в количестве 8–10% от веса воска: достаточно, чтобы наполнить комнату ароматом, но никогда не настолько, чтобы воздух стал тяжёлым.",
            "- 100% натуральный соевый воск, без парафина\n- Фитили из плетёного хлопка или дерева, без свинца и металлического сердечника\n- Ароматы из Граса, соответствующие стандартам IFRA\n- Сосуды из стекла ручного выдува или керамики, созданные для повторного использования",
          ],
        },
        {
          id: "craft",
          heading: "Местное ремесло",
          body: [
            "Всё делается в нашей мастерской в Нетании. Воск растапливаем на водяной бане, аромат добавляем примерно при 80 °C, а разливаем при 60 °C — когда воск достаточно густой, чтобы плотно прилечь к стеклу, не захватив пузырьков. Каждый сосуд заранее прогреваем, чтобы вдоль стенки не появлялись белёсые разводы.",
            "Затем свечи две недели отдыхают на наших полках. За это время аромат связывается с воском — именно в этом разница между свечой, которая приятно пахнет в коробке, и свечой, которая по-настоящему наполняет комнату ароматом. Перед отправкой каждый фитиль подрезаем вручную до 5 мм, а каждую свечу проверяем, маркируем и нумеруем по партии.",
            "Мы работаем небольшими партиями по несколько десятков штук. Так можно доработать деталь от партии к партии и держать на складе только то, что успеем продать свежим.",
          ],
        },
        {
          id: "design",
          heading: "Элегантный дизайн",
          body: [
            "Наши сосуды выдуты из стекла вручную: у каждого своя толщина, лёгкие переливы оттенка, иногда крошечный пузырёк внутри стекла. Мы выбираем их по тому, как сквозь них проходит свет зажжённой свечи. Некоторые свечи разливаются в керамические сосуды, другие стоят сами по себе, как свечи-столбики.",
            "Формы остаются простыми: прямой стакан, низкая чаша с несколькими фитилями, амфора с узким горлышком. Цвет дают воск и стекло — янтарный, кремово-белый, терракотовый, чёрный, бежевый, — а не добавленный декор.",
            "В 2025 году мы создали лимитированную коллекцию, вдохновлённую культурным наследием Израиля, — в ней есть и свеча в форме звезды. Она выпускается небольшим тиражом, на один сезон.",
          ],
        },
        {
          id: "sustainability",
          heading: "Устойчивость и ответственность",
          body: [
            "Хорошо сделанная свеча служит долго, а удачно выбранный сосуд — ещё дольше. Когда свеча догорит, отделите остатки воска с помощью горячей воды: стекло станет вазой, стаканом для воды или подставкой для карандашей.",
            "- Производство небольшими партиями, без нераспроданных излишков\n- Растительный воск и фитили без металла\n- Упаковка из картона и бумаги, без пластикового наполнителя\n- Сосуды, задуманные для повторного использования",
            "Свеча, которая сгорает до конца, — это свеча, которая не пропала зря. При каждом зажигании давайте воску расплавиться до самых краёв (в первый раз на это уходит два-три часа), перед каждым использованием подрезайте фитиль до 5 мм и не оставляйте свечу гореть дольше 3 часов подряд.",
          ],
        },
      ],
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Contact ("Contactez-nous")
// ---------------------------------------------------------------------------------------------

export const contactPage: SeedPage = {
  slug: "contact",
  content: {
    fr: {
      title: "Contactez-nous",
      metaDescription:
        "Écrivez à l'atelier Maison Lumière à Netanya : coordonnées, horaires d'ouverture et réponses sur l'expédition, la livraison et les retours.",
      intro:
        "Une question sur un parfum, une commande ou un cadeau ? Écrivez-nous : c'est l'atelier qui vous répond, en général dans la journée ouvrée.",
      sections: [
        {
          id: "details",
          heading: "Coordonnées",
          body: ["12 rue Herzl, Netanya, Israël", PHONE, EMAIL],
        },
        {
          id: "hours",
          heading: "Horaires d'ouverture",
          body: ["Dimanche – jeudi : 9h00 – 18h00", "Vendredi : 9h00 – 14h00", "Samedi : fermé"],
        },
      ],
      faq: [
        {
          question: "Quand ma commande sera-t-elle expédiée ?",
          answer:
            "Chaque commande est préparée à la main à l'atelier et expédiée sous 24 à 48 h. Les commandes passées le vendredi après-midi ou le samedi partent le dimanche.",
        },
        {
          question: "Quels sont les délais de livraison ?",
          answer:
            "Une fois le colis expédié, comptez 1 à 2 jours pour une livraison locale, à Netanya et dans ses environs, 3 à 5 jours ailleurs en Israël, et 7 à 14 jours pour une livraison internationale.",
        },
        {
          question: "Quels ingrédients utilisez-vous ?",
          answer:
            "Nos bougies sont faites de cire de soja 100 % naturelle, de mèches en coton ou en bois et de parfums composés à Grasse. Elles ne contiennent pas de paraffine.",
        },
        {
          question: "Puis-je retourner un produit ?",
          answer:
            "Oui : un produit non utilisé peut être retourné dans les 30 jours suivant sa réception. Écrivez-nous avant de le renvoyer, nous vous indiquerons la marche à suivre. Le délai légal de rétractation et ses conditions sont décrits dans nos conditions générales de vente.",
        },
      ],
    },
    en: {
      title: "Contact us",
      metaDescription:
        "Write to the Maison Lumière workshop in Netanya: contact details, opening hours and answers about shipping, delivery and returns.",
      intro:
        "A question about a scent, an order or a gift? Write to us: the workshop itself replies, usually within one working day.",
      sections: [
        {
          id: "details",
          heading: "Contact details",
          body: ["12 Herzl Street, Netanya, Israel", PHONE, EMAIL],
        },
        {
          id: "hours",
          heading: "Opening hours",
          body: ["Sunday – Thursday: 9:00 am – 6:00 pm", "Friday: 9:00 am – 2:00 pm", "Saturday: closed"],
        },
      ],
      faq: [
        {
          question: "When will my order ship?",
          answer:
            "Every order is packed by hand in the workshop and ships within 24–48 hours. Orders placed on Friday afternoon or on Saturday leave on Sunday.",
        },
        {
          question: "How long does delivery take?",
          answer:
            "Once your parcel has shipped, allow 1–2 days for local delivery in and around Netanya, 3–5 days elsewhere in Israel, and 7–14 days for international delivery.",
        },
        {
          question: "What are your candles made of?",
          answer:
            "Our candles are made of 100% natural soy wax, with cotton or wooden wicks and fragrances composed in Grasse. They contain no paraffin.",
        },
        {
          question: "Can I return a product?",
          answer:
            "Yes: unused products can be returned within 30 days of receipt. Please write to us before sending anything back and we will tell you how to proceed. The legal withdrawal period and its conditions are set out in our terms of sale.",
        },
      ],
    },
    he: {
      title: "צרו קשר",
      metaDescription:
        "כתבו לסדנת Maison Lumière בנתניה: פרטי התקשרות, שעות פתיחה ותשובות לשאלות על משלוח, זמני אספקה והחזרות.",
      intro:
        "שאלה על ריח, על הזמנה או על מתנה? כתבו לנו – מהסדנה עצמה עונים לכם, בדרך כלל בתוך יום עבודה אחד.",
      sections: [
        {
          id: "details",
          heading: "פרטי התקשרות",
          body: ["רחוב הרצל 12, נתניה, ישראל", PHONE, EMAIL],
        },
        {
          id: "hours",
          heading: "שעות פתיחה",
          body: ["ראשון – חמישי: 9:00 – 18:00", "שישי: 9:00 – 14:00", "שבת: סגור"],
        },
      ],
      faq: [
        {
          question: "מתי ההזמנה שלי תישלח?",
          answer:
            "כל הזמנה נארזת ביד בסדנה ונשלחת בתוך 24 עד 48 שעות. הזמנות שמתקבלות ביום שישי אחר הצהריים או בשבת יוצאות ביום ראשון.",
        },
        {
          question: "כמה זמן לוקח המשלוח?",
          answer:
            "מרגע שהחבילה נשלחה: יום עד יומיים למשלוח מקומי בנתניה והסביבה, 3 עד 5 ימים לשאר חלקי הארץ, ו־7 עד 14 ימים למשלוח בינלאומי.",
        },
        {
          question: "מאילו מרכיבים עשויים הנרות?",
          answer:
            "הנרות שלנו עשויים משעוות סויה טבעית ב־100%, עם פתילים מכותנה או מעץ וריחות שהורכבו בגראס. הם אינם מכילים פרפין.",
        },
        {
          question: "אפשר להחזיר מוצר?",
          answer:
            "כן: מוצר שלא נעשה בו שימוש אפשר להחזיר בתוך 30 יום מיום קבלתו. כתבו לנו לפני שאתם שולחים אותו בחזרה, ונסביר לכם איך לעשות זאת. תקופת הביטול הקבועה בחוק ותנאיה מפורטים בתקנון המכירה.",
        },
      ],
    },
    ru: {
      title: "Свяжитесь с нами",
      metaDescription:
        "Напишите в мастерскую Maison Lumière в Нетании: контакты, часы работы и ответы на вопросы об отправке, доставке и возврате.",
      intro:
        "Есть вопрос об аромате, заказе или подарке? Напишите нам — ответит сама мастерская, обычно в течение одного рабочего дня.",
      sections: [
        {
          id: "details",
          heading: "Контактные данные",
          body: ["ул. Герцля, 12, Нетания, Израиль", PHONE, EMAIL],
        },
        {
          id: "hours",
          heading: "Часы работы",
          body: ["Воскресенье – четверг: 9:00 – 18:00", "Пятница: 9:00 – 14:00", "Суббота: выходной"],
        },
      ],
      faq: [
        {
          question: "Когда будет отправлен мой заказ?",
          answer:
            "Каждый заказ упаковывается вручную в мастерской и отправляется в течение 24–48 часов. Заказы, оформленные в пятницу после обеда или в субботу, уходят в воскресенье.",
        },
        {
          question: "Сколько времени занимает доставка?",
          answer:
            "После отправки посылки: 1–2 дня по Нетании и окрестностям, 3–5 дней по остальной территории Израиля и 7–14 дней при международной доставке.",
        },
        {
          question: "Из чего сделаны ваши свечи?",
          answer:
            "Наши свечи сделаны из 100% натурального соевого воска, с фитилями из хлопка или дерева и ароматами, созданными в Грасе. Парафина в них нет.",
        },
        {
          question: "Можно ли вернуть товар?",
          answer:
            "Да: неиспользованный товар можно вернуть в течение 30 дней с момента получения. Прежде чем отправлять его обратно, напишите нам — мы расскажем, как это сделать. Установленный законом срок отказа от покупки и его условия описаны в условиях продажи.",
        },
      ],
    },
  },
};

/** Every static page the seed writes: about and contact here, the legal and install pages alongside. */
export const pages: SeedPage[] = [aboutPage, contactPage, ...legalPages];
