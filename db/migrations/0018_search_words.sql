-- Issue 14 point 5: search suggestions at 10,000 products. The ranking asks whether the name holds
-- the term as a word or starts a word with it; it split each matching name into words
-- (regexp_replace) on every search, which was half of a broad term's time (EXPLAIN of "ros" at
-- 10,000 products: 1,387 matching rows). The split is now done once, when the text is written:
-- the name, lower case and without accents, its words between single spaces, one space at each end
-- ("Cèdre de l'Atlas" → ' cedre de l atlas ').
ALTER TABLE "product_translations" ADD COLUMN "search_words" text GENERATED ALWAYS AS (
  ' ' || trim(regexp_replace(lower(immutable_unaccent("name")), '[[:space:][:punct:]]+', ' ', 'g')) || ' '
) STORED NOT NULL;
