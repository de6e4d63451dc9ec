import { describe, expect, it } from "vitest";
import { createTranslator, flatten, mergeMessages } from "../../app/lib/i18n";

describe("text lookup", () => {
  const fr = flatten({ cart: { title: "Mon Panier", count: { one: "{count} article", other: "{count} articles" } }, only: { fr: "Seulement en français" } });
  const ru = flatten({ cart: { title: "Моя корзина", count: { one: "{count} товар", few: "{count} товара", many: "{count} товаров", other: "{count} товара" } } });

  it("falls back to French, then the given default, then the key", () => {
    const t = createTranslator("ru", mergeMessages(ru, fr, { own: {}, french: {} }));
    expect(t("cart.title")).toBe("Моя корзина");
    expect(t("only.fr")).toBe("Seulement en français");
    expect(t("missing.key", undefined, "Défaut")).toBe("Défaut");
    expect(t("missing.key")).toBe("missing.key");
  });

  it("lets admin overrides win over the dictionaries, in that language and in French", () => {
    const messages = mergeMessages(ru, fr, { own: { "cart.title": "Корзина (админ)" }, french: { "only.fr": "Modifié" } });
    const t = createTranslator("ru", messages);
    expect(t("cart.title")).toBe("Корзина (админ)");
    expect(t("only.fr")).toBe("Modifié");
  });

  it("chooses Russian plural forms with Intl.PluralRules (one, few, many)", () => {
    const t = createTranslator("ru", mergeMessages(ru, fr, { own: {}, french: {} }));
    expect(t.plural("cart.count", 1)).toBe("1 товар");
    expect(t.plural("cart.count", 3)).toBe("3 товара");
    expect(t.plural("cart.count", 5)).toBe("5 товаров");
    expect(t.plural("cart.count", 21)).toBe("21 товар");
  });

  it("fills placeholders", () => {
    const t = createTranslator("fr", { hello: "Bonjour {name}" });
    expect(t("hello", { name: "Léa" })).toBe("Bonjour Léa");
  });
});
