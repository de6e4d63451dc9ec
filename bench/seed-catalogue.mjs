#!/usr/bin/env node
// A catalogue of 10,000 products for the catalogue benchmark (docs/product/performance-and-operations.md#ops-3), in a scratch
// database: a temporary PGlite folder, or the PostgreSQL database BENCH_DATABASE_URL names, which
// is dropped and created again (it must look like a throwaway name, such as bench_catalogue).
//
//   node --import tsx bench/seed-catalogue.mjs        (prints where the catalogue is)
//
// The database gets the migrations and the demo shop (without images), then BENCH_PRODUCTS demo
// products (SKU "DEMO-BENCH-…", seed key "demo-bench-…"), each with texts in the four languages,
// a third with three variants (sizes, translated). Names mix a kind of candle, a scent and a
// character from small word lists, so that search terms match many products, as in a large shop.
// The bench imports the app's own services, hence tsx.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "../app/server/db.server.ts";
import { ensureSeeded } from "../db/seed/seed.ts";

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

// Per language: kinds, scents and characters (same positions translate each other).
const WORDS = {
  fr: {
    kinds: ["Bougie", "Photophore", "Coffret", "Diffuseur", "Brume", "Fondant"],
    scents: ["Rose", "Lavande", "Cèdre", "Vanille", "Ambre", "Jasmin", "Figue", "Bergamote", "Santal", "Vétiver", "Mimosa", "Néroli", "Patchouli", "Thé vert", "Poivre", "Tabac", "Cuir", "Musc", "Iris", "Oud"],
    moods: ["de Grasse", "du Soir", "d'Hiver", "Sauvage", "Boisé", "Doux", "Épicé", "Marin", "Ancien", "Lumineux", "du Jardin", "de Provence", "Secret", "Velours", "Nocturne", "Solaire", "Poudré", "Fumé", "Givré", "Doré"],
    description: (a, b, c) => `Une création parfumée aux notes de ${a}, ${b} et ${c}, coulée à la main dans notre atelier de Netanya. Cire végétale, mèche en coton, environ cinquante heures de combustion.`,
    sizes: ["Petite", "Moyenne", "Grande"],
  },
  en: {
    kinds: ["Candle", "Lantern", "Gift box", "Diffuser", "Mist", "Wax melt"],
    scents: ["Rose", "Lavender", "Cedar", "Vanilla", "Amber", "Jasmine", "Fig", "Bergamot", "Sandalwood", "Vetiver", "Mimosa", "Neroli", "Patchouli", "Green tea", "Pepper", "Tobacco", "Leather", "Musk", "Iris", "Oud"],
    moods: ["of Grasse", "Evening", "Winter", "Wild", "Woody", "Soft", "Spiced", "Marine", "Heritage", "Bright", "Garden", "Provence", "Secret", "Velvet", "Midnight", "Sunny", "Powdery", "Smoky", "Frosted", "Golden"],
    description: (a, b, c) => `A scented creation with notes of ${a}, ${b} and ${c}, hand poured in our Netanya workshop. Plant wax, cotton wick, about fifty hours of burn time.`,
    sizes: ["Small", "Medium", "Large"],
  },
  he: {
    kinds: ["נר", "פנס", "מארז", "מפיץ", "ערפל", "שעווה"],
    scents: ["ורד", "לבנדר", "ארז", "וניל", "ענבר", "יסמין", "תאנה", "ברגמוט", "סנדלווד", "וטיבר", "מימוזה", "נרולי", "פצ'ולי", "תה ירוק", "פלפל", "טבק", "עור", "מאסק", "איריס", "עוד"],
    moods: ["מגראס", "של ערב", "חורפי", "פראי", "עצי", "רך", "מתובל", "ימי", "עתיק", "זוהר", "של גן", "פרובנס", "סודי", "קטיפה", "לילי", "שמשי", "אבקתי", "מעושן", "כפור", "זהוב"],
    description: (a, b, c) => `יצירה ריחנית בתווים של ${a}, ${b} ו${c}, יצוקה בעבודת יד בסדנה שלנו בנתניה. שעווה צמחית, פתיל כותנה, כחמישים שעות בעירה.`,
    sizes: ["קטן", "בינוני", "גדול"],
  },
  ru: {
    kinds: ["Свеча", "Фонарь", "Набор", "Диффузор", "Спрей", "Воск"],
    scents: ["Роза", "Лаванда", "Кедр", "Ваниль", "Амбра", "Жасмин", "Инжир", "Бергамот", "Сандал", "Ветивер", "Мимоза", "Нероли", "Пачули", "Зелёный чай", "Перец", "Табак", "Кожа", "Мускус", "Ирис", "Уд"],
    moods: ["из Грасса", "вечерний", "зимний", "дикий", "древесный", "нежный", "пряный", "морской", "старинный", "светлый", "садовый", "прованс", "тайный", "бархат", "ночной", "солнечный", "пудровый", "дымный", "морозный", "золотой"],
    description: (a, b, c) => `Ароматная композиция с нотами: ${a}, ${b} и ${c}, отлита вручную в нашей мастерской в Нетании. Растительный воск, хлопковый фитиль, около пятидесяти часов горения.`,
    sizes: ["Маленькая", "Средняя", "Большая"],
  },
};

const array = (values) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Opens the scratch database, migrated, with the demo shop. */
export async function openScratchDatabase(log = console.log) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let handle;
  let where;
  let dir;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    if (!/^[a-z0-9_]+$/.test(name) || name === "postgres") throw new Error("BENCH_DATABASE_URL must name a throwaway database, such as bench_catalogue");
    const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    handle = await openPostgres(databaseUrl);
    where = `PostgreSQL ${name}`;
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), "bench-catalogue-"));
    handle = await openPglite(path.join(dir, "pglite"));
    where = `PGlite in ${dir}`;
  }
  log(`Migrating ${where}…`);
  await handle.migrate();
  await ensureSeeded(handle.db, { mediaDir: path.join(os.tmpdir(), "bench-catalogue-media"), skipImages: true, databaseUrl, force: true });
  // `dir`: the temporary PGlite folder, which the caller removes when it is done.
  return { handle, where, dir };
}

/** Adds the demo products, their texts and variants, in a few set-based statements. */
export async function seedCatalogue(handle, products = PRODUCTS, log = console.log) {
  const started = performance.now();
  const db = handle.db;
  await db.execute(sql`
    insert into products (seed_key, sku, category_id, price_minor, stock, has_variants, featured, best_seller, new_arrival, created_at)
    select 'demo-bench-' || i, 'DEMO-BENCH-' || lpad(i::text, 5, '0'),
           (select id from categories order by slug offset (i % (select count(*) from categories)) limit 1),
           4900 + (i * 37 % 150) * 100, (i * 13) % 40, i % 3 = 0, i % 17 = 0, i % 11 = 0, i % 7 = 0,
           now() - (i % 700) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${products}::int) as i`);
  for (const [lang, words] of Object.entries(WORDS)) {
    const k = words.kinds.length;
    const s = words.scents.length;
    const m = words.moods.length;
    // The three scents of a product, as positions in the lists.
    const [a, b, c] = [sql`1 + n % ${s}`, sql`1 + (n / 7) % ${s}`, sql`1 + (n / 3 + 5) % ${s}`];
    const description = words.description("\u0001", "\u0002", "\u0003");
    await db.execute(sql`
      insert into product_translations (product_id, lang, name, scent, description)
      select p.id, ${lang},
             (${array(words.kinds)})[1 + n % ${k}] || ' ' || (${array(words.scents)})[${a}] || ' ' || (${array(words.moods)})[1 + (n / 3) % ${m}] || ' ' || n,
             (${array(words.scents)})[${a}] || ', ' || (${array(words.scents)})[${b}] || ', ' || (${array(words.scents)})[${c}],
             replace(replace(replace(${description}, chr(1), (${array(words.scents)})[${a}]), chr(2), (${array(words.scents)})[${b}]), chr(3), (${array(words.scents)})[${c}])
      from (select id, substring(seed_key from 12)::int as n from products where seed_key like 'demo-bench-%') p`);
  }
  await db.execute(sql`
    insert into product_variants (product_id, sku, stock, price_adjustment_minor, display_order)
    select p.id, p.sku || '-' || size, (n * (size + 3)) % 9, (array[-1500, 0, 2500])[size], size
    from (select id, sku, substring(seed_key from 12)::int as n from products where seed_key like 'demo-bench-%' and has_variants) p
    cross join generate_series(1, 3) as size`);
  for (const [lang, words] of Object.entries(WORDS)) {
    await db.execute(sql`
      insert into product_variant_translations (variant_id, lang, size)
      select v.id, ${lang}, (${array(words.sizes)})[v.display_order]
      from product_variants v join products p on p.id = v.product_id where p.seed_key like 'demo-bench-%'`);
  }
  await handle.upkeep();
  if (handle.kind === "postgres") await db.execute(sql`analyze`);
  log(`Seeded ${products} demo products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { handle, where } = await openScratchDatabase();
  await seedCatalogue(handle);
  await handle.close();
  console.log(`The catalogue is in ${where}.`);
}
