/**
 * The UI dictionaries (app/locales): same keys in every language, plural nodes with exactly the
 * CLDR categories of the language, the same {placeholders} as French, no empty texts, texts in the
 * right script, and the French texts the product docs (docs/product/content-and-texts.md#txt-9) fixes kept verbatim.
 */
import { describe, expect, it } from "vitest";
import { dictionaries } from "~/locales";
import { isPluralNode, type MessageTree, type PluralNode } from "~/locales/types";
import { createTranslator, flatten } from "~/lib/i18n";
import { DEFAULT_LANG, INTL_LOCALES, LANGS, type Lang } from "~/lib/langs";

type Leaf = string | PluralNode;

/** Dotted key → text or plural node; a plural node counts as one key. */
function flattenDictionary(tree: MessageTree, prefix = "", out: Record<string, Leaf> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || isPluralNode(value)) out[path] = value as Leaf;
    else flattenDictionary(value, path, out);
  }
  return out;
}

function texts(leaf: Leaf): string[] {
  return typeof leaf === "string" ? [leaf] : Object.values(leaf).filter((v): v is string => v !== undefined);
}

function placeholders(text: string) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

const flat = Object.fromEntries(LANGS.map((lang) => [lang, flattenDictionary(dictionaries[lang])])) as Record<
  Lang,
  Record<string, Leaf>
>;
const fr = flat.fr;
const frKeys = Object.keys(fr);
const others = LANGS.filter((lang) => lang !== "fr");
const pluralCategories = (lang: Lang) =>
  [...new Intl.PluralRules(INTL_LOCALES[lang]).resolvedOptions().pluralCategories].sort();

describe("UI dictionaries", () => {
  it("French has the full key list, with plural nodes", () => {
    expect(frKeys.length).toBeGreaterThan(400);
    expect(frKeys.filter((key) => isPluralNode(fr[key])).length).toBeGreaterThanOrEqual(10);
    // The languages are LANGS, whatever they are (a new one is checked below like the others); French is among them.
    expect(LANGS).toContain(DEFAULT_LANG);
  });

  it.each(others)("%s has exactly the keys of French", (lang) => {
    const keys = new Set(Object.keys(flat[lang]));
    const missing = frKeys.filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !(key in fr));
    expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
  });

  it.each(LANGS)("%s plural nodes have exactly the Intl.PluralRules categories, each with {count}", (lang) => {
    const expected = pluralCategories(lang);
    const problems: string[] = [];
    let plurals = 0;
    for (const [key, leaf] of Object.entries(flat[lang])) {
      // A malformed plural node (no "other", unknown category) would flatten to "key.one" etc.
      const last = key.slice(key.lastIndexOf(".") + 1);
      if (["zero", "one", "two", "few", "many", "other"].includes(last))
        problems.push(`${key}: plural form outside a valid plural node`);
      const frPlural = isPluralNode(fr[key]);
      if (typeof leaf === "string") {
        if (frPlural) problems.push(`${key}: plural in fr but a plain string in ${lang}`);
        continue;
      }
      plurals++;
      if (!frPlural && key in fr) problems.push(`${key}: plural in ${lang} but not in fr`);
      const categories = Object.keys(leaf).sort();
      if (categories.join() !== expected.join())
        problems.push(`${key}: categories [${categories.join(", ")}], expected [${expected.join(", ")}]`);
      for (const [category, text] of Object.entries(leaf))
        if (!text?.includes("{count}")) problems.push(`${key}.${category}: no {count}`);
    }
    expect(plurals).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each(others)("%s texts use the same {placeholders} as French", (lang) => {
    const problems: string[] = [];
    let checked = 0;
    for (const key of frKeys) {
      const leaf = flat[lang][key];
      if (leaf === undefined) continue; // reported by the key test
      const expected = placeholders(texts(fr[key]).join(" ")).join(", ");
      for (const text of texts(leaf)) {
        checked++;
        const found = placeholders(text).join(", ");
        if (found !== expected) problems.push(`${key}: {${found}} instead of {${expected}} in "${text}"`);
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(problems).toEqual([]);
  });

  it("French plural forms share their placeholders", () => {
    const problems = frKeys
      .filter((key) => isPluralNode(fr[key]))
      .filter((key) => new Set(texts(fr[key]).map((text) => placeholders(text).join())).size !== 1);
    expect(problems).toEqual([]);
  });

  it.each(LANGS)("%s has no empty texts", (lang) => {
    const empty = Object.entries(flat[lang])
      .filter(([, leaf]) => texts(leaf).some((text) => typeof text !== "string" || text.trim() === ""))
      .map(([key]) => key);
    expect(Object.keys(flat[lang]).length).toBeGreaterThan(400);
    expect(empty).toEqual([]);
  });

  // Texts that may stay in Latin letters in every language: an email address example.
  const latinAllowed = new Set(["newsletter.placeholder"]);
  const scripts: [Lang, string, RegExp][] = [
    ["he", "Hebrew", /[\u0590-\u05FF]/],
    ["ru", "Cyrillic", /[\u0400-\u04FF]/],
  ];

  it.each(scripts)("%s texts with letters are written in %s", (lang, _script, pattern) => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [key, leaf] of Object.entries(flat[lang])) {
      if (latinAllowed.has(key)) continue;
      for (const text of texts(leaf)) {
        const words = text.replace(/\{\w+\}/g, "");
        if (!/\p{L}/u.test(words)) continue;
        checked++;
        if (!pattern.test(words)) wrong.push(`${key}: "${text}"`);
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  });

  // The French texts the product specification fixes, byte for byte (docs/product/content-and-texts.md#txt-9 "[FR: …]").
  const specFrench: [string, string][] = [
  ["common.error", "Erreur"],
  ["common.genericError", "Une erreur est survenue"],
  ["search.placeholder", "Rechercher des bougies..."],
  ["search.noResults", "Aucun produit trouvé"],
  ["home.heroUnderConstruction", "Site en construction"],
  ["newsletter.submit", "S'inscrire"],
  ["newsletter.submitting", "Inscription..."],
  ["newsletter.success", "Merci de votre inscription !"],
  ["newsletter.thanksTitle", "Merci de votre inscription !"],
  ["newsletter.duplicate", "Vous êtes déjà inscrit à notre newsletter"],
  ["newsletter.error", "Une erreur est survenue"],
  ["shop.emptyTitle", "Aucun produit trouvé"],
  ["product.defaultImage", "Image par défaut"],
  ["product.mainImage", "Image principale"],
  ["product.deliveryEstimate", "Livraison estimée : 3-5 jours ouvrés"],
  ["product.quantityDiscount", "Prix dégressif appliqué !"],
  ["product.lowStock", "Plus que {count} en stock"],
  ["cart.title", "Mon Panier"],
  ["cart.checkout", "Passer la commande"],
  ["cart.suggestions", "Complétez votre collection"],
  ["toast.addedTitle", "Ajouté au panier"],
  ["toast.addedText", "Le produit a été ajouté à votre panier"],
  ["toast.removedTitle", "Retiré du panier"],
  ["toast.addError", "Impossible d'ajouter au panier. Veuillez réessayer."],
  ["toast.removeError", "Impossible de retirer l'article"],
  ["toast.loginRequiredTitle", "Connexion requise"],
  ["toast.loginRequiredText", "Veuillez vous connecter pour ajouter des favoris"],
  ["toast.wishlistAddedTitle", "Ajouté aux favoris"],
  ["toast.wishlistAddedText", "Le produit a été ajouté à vos favoris"],
  ["toast.wishlistRemovedTitle", "Retiré des favoris"],
  ["toast.wishlistRemovedText", "Le produit a été retiré de vos favoris"],
  ["toast.wishlistRemoveError", "Impossible de retirer des favoris"],
  ["toast.wishlistAddError", "Impossible d'ajouter aux favoris"],
  ["toast.welcome", "Bienvenue !"],
  ["toast.signedOut", "Déconnexion réussie"],
  ["toast.signUpSuccess", "Compte créé ! Veuillez vérifier votre email."],
  ["toast.profileSaved", "Profil mis à jour avec succès"],
  ["toast.profileSaveError", "Erreur lors de la mise à jour du profil"],
  ["toast.profileLoadError", "Erreur lors du chargement du profil"],
  ["toast.orderCreated", "Commande créée avec succès !"],
  ["toast.orderError", "Erreur lors de la création de la commande"],
  ["toast.contactSent", "Message envoyé avec succès! Nous vous répondrons bientôt."],
  ["checkout.defaultCountry", "Israël"],
  ["checkout.submit", "Confirmer la commande"],
  ["checkout.processing", "Traitement..."],
  ["checkout.emptyTitle", "Votre panier est vide"],
  ["checkout.confirmationTitle", "Commande créée avec succès !"],
  ["validation.emailInvalid", "Email invalide"],
  ["validation.emailTooLong", "Email trop long"],
  ["validation.firstNameRequired", "Prénom requis"],
  ["validation.firstNameTooLong", "Prénom trop long"],
  ["validation.lastNameRequired", "Nom requis"],
  ["validation.lastNameTooLong", "Nom trop long"],
  ["validation.invalidCharacters", "Caractères invalides"],
  ["validation.addressRequired", "Adresse complète requise"],
  ["validation.addressTooLong", "Adresse trop longue"],
  ["validation.cityRequired", "Ville requise"],
  ["validation.cityTooLong", "Ville trop longue"],
  ["validation.postalCodeRequired", "Code postal requis"],
  ["validation.postalCodeTooLong", "Code postal trop long"],
  ["validation.invalidFormat", "Format invalide"],
  ["validation.countryRequired", "Pays requis"],
  ["validation.countryTooLong", "Pays trop long"],
  ["validation.phoneRequired", "Numéro de téléphone requis"],
  ["validation.phoneTooLong", "Numéro trop long"],
  ["validation.cartEmpty", "Votre panier est vide"],
  ["validation.passwordMin", "Le mot de passe doit contenir au moins 8 caractères"],
  ["validation.passwordUpper", "Doit contenir au moins une majuscule"],
  ["validation.passwordLower", "Doit contenir au moins une minuscule"],
  ["validation.passwordDigit", "Doit contenir au moins un chiffre"],
  ["validation.passwordSpecial", "Doit contenir au moins un caractère spécial"],
  ["validation.profileFirstNameMax", "Le prénom ne peut pas dépasser 100 caractères"],
  ["validation.profileLastNameMax", "Le nom ne peut pas dépasser 100 caractères"],
  ["validation.profilePhoneMax", "Le téléphone ne peut pas dépasser 20 caractères"],
  ["validation.profileAddressMax", "L'adresse ne peut pas dépasser 200 caractères"],
  ["validation.profileCityMax", "La ville ne peut pas dépasser 100 caractères"],
  ["validation.profilePostalCodeMax", "Le code postal ne peut pas dépasser 20 caractères"],
  ["validation.profileCountryMax", "Le pays ne peut pas dépasser 100 caractères"],
  ["validation.contactNameRequired", "Le nom est requis"],
  ["validation.contactNameMax", "Le nom ne peut pas dépasser 100 caractères"],
  ["validation.contactSubjectRequired", "Le sujet est requis"],
  ["validation.contactSubjectMax", "Le sujet ne peut pas dépasser 200 caractères"],
  ["validation.contactMessageMin", "Le message doit contenir au moins 10 caractères"],
  ["validation.contactMessageMax", "Le message ne peut pas dépasser 2000 caractères"],
  ["auth.signInTab", "Se connecter"],
  ["auth.signUpTab", "S'inscrire"],
  ["profile.title", "Mon Espace"],
  ["profile.tabProfile", "Profil"],
  ["profile.tabOrders", "Mes Commandes"],
  ["profile.tabLoyalty", "Points Fidélité"],
  ["orders.title", "Mes Commandes"],
  ["orders.dateAt", "{date} à {time}"],
  ["orders.status.pending", "En attente"],
  ["orders.status.processing", "En cours"],
  ["orders.status.shipped", "Expédiée"],
  ["orders.status.delivered", "Livrée"],
  ["orders.status.cancelled", "Annulée"],
  ["loyalty.title", "Points Fidélité"],
  ["wishlist.title", "Mes Favoris"],
  ["wishlist.empty", "Votre liste de favoris est vide"],
  ["errors.appTitle", "Une erreur est survenue"],
  ["errors.appSubtitle", "L'application a rencontré un problème inattendu"],
  ["errors.appHint", "Veuillez rafraîchir la page. Si le problème persiste, contactez le support."],
  ["errors.reload", "Recharger la page"],
  ["errors.backHome", "Retour à l'accueil"],
  ];

  it("keeps the French texts fixed by the specification", () => {
    expect(specFrench.length).toBeGreaterThan(100);
    const wrong = specFrench.filter(([key, text]) => fr[key] !== text).map(([key, text]) => ({ key, expected: text, actual: fr[key] }));
    expect(wrong).toEqual([]);
    expect(fr["cart.title"]).toBe("Mon Panier");
    expect(fr["newsletter.submitting"]).toBe("Inscription...");
    expect(fr["newsletter.duplicate"]).toBe("Vous êtes déjà inscrit à notre newsletter");
    expect(fr["search.placeholder"]).toBe("Rechercher des bougies...");
    expect(fr["product.deliveryEstimate"]).toBe("Livraison estimée : 3-5 jours ouvrés");
    expect(fr["errors.appTitle"]).toBe("Une erreur est survenue");
    expect(fr["toast.loginRequiredTitle"]).toBe("Connexion requise");
  });

  it("keeps the English texts fixed by the specification", () => {
    expect(flat.en["errors.notFoundTitle"]).toBe("Oops! Page not found");
    expect(flat.en["errors.notFoundLink"]).toBe("Return to Home");
    expect(flat.en["shop.emptyTitle"]).toBe("No products found");
    expect(flat.en["cart.title"]).toBe("My Cart");
  });

  // docs/product/checkout-and-orders.md#ord-6: a readable number a customer can read out on the phone. docs/product/checkout-and-orders.md#ord-6 gives no display
  // form, so the shop keeps the one its confirmation and e-mails used ('Commande n° 1001'), on every
  // page: the confirmation, the tracking page, Mes Commandes and the loyalty ledger.
  it.each(LANGS)("%s names an order the same way on every page and in the e-mails", (lang) => {
    const t = createTranslator(lang, flatten(dictionaries[lang]));
    const named = t("orderMail.orderNumber", { number: 1001 });
    expect(t("orders.number", { number: 1001 })).toBe(named);
    expect(t("loyalty.ledgerOrder", { number: 1001 })).toContain(named);
    expect(named).not.toContain("#");
    if (lang === "fr") expect(named).toBe("Commande n° 1001");
  });

  it("works with the translator: flattening, placeholders and plurals", () => {
    const tFr = createTranslator("fr", flatten(dictionaries.fr));
    expect(tFr("search.resultsFor", { term: "ambre" })).toBe("Résultats pour « ambre »");
    expect(tFr.plural("nav.cartCount", 1)).toBe("1 article");
    expect(tFr.plural("nav.cartCount", 3)).toBe("3 articles");
    expect(tFr.plural("nav.cartCount", 1_000_000)).toMatch(/^1\s000\s000 articles$/u);
    const tEn = createTranslator("en", flatten(dictionaries.en));
    expect(tEn.plural("toast.notEnoughStock", 1, { name: "Ambre" })).toBe("Only 1 unit of Ambre is left");
    expect(tEn.plural("toast.notEnoughStock", 2, { name: "Ambre" })).toBe("Only 2 units of Ambre are left");
    for (const lang of others) {
      const t = createTranslator(lang, flatten(dictionaries[lang]));
      for (const count of [1, 2, 3, 5, 21])
        expect(t.plural("shop.resultCount", count)).toContain(new Intl.NumberFormat(INTL_LOCALES[lang]).format(count));
    }
  });
});

/**
 * The back office's dictionaries (app/locales/admin, docs/product/admin-back-office.md#adm-1): the same checks, per area,
 * and every key carries its area's prefix so two areas never overwrite each other.
 */
describe("admin dictionaries", async () => {
  const { AREAS, adminDictionaries } = await import("~/locales/admin");
  const adminFr = adminDictionaries.fr;
  const adminFrKeys = Object.keys(adminFr);
  // Brand names and key names that stay in Latin letters in every language.
  // Names that are the same in every language: the brand, a key, the software the diagnostics name,
  // and the units of a file's size (Hebrew writes kB and MB too).
  const adminLatinAllowed = new Set(["shell.brand", "shell.search.shortcut", "shell.table.export", "diagnostics.database.driver.postgres", "diagnostics.runtime.node", "diagnostics.runtime.reactRouter", "media.size.kilobytes", "media.size.megabytes"]);

  // A text that changes with a number (t.plural) is one key per plural category of its language
  // ("adminOrders.collection.orderCount.one", ".two" in Hebrew, ".few" in Russian): its base is a
  // key with both a "one" and an "other" form ("stock.reason.other" alone is a plain text).
  const pluralBasesOf = (lang: Lang) => {
    const messages = adminDictionaries[lang];
    return new Set(Object.keys(messages).filter((key) => key.endsWith(".one") && `${key.slice(0, -4)}.other` in messages).map((key) => key.slice(0, -4)));
  };
  const adminPlurals = Object.fromEntries(LANGS.map((lang) => [lang, pluralBasesOf(lang)])) as Record<Lang, Set<string>>;
  /** The key as every language has it: a plural form counts as its base. */
  const sharedKey = (lang: Lang, key: string) => {
    const base = key.slice(0, key.lastIndexOf("."));
    return adminPlurals[lang].has(base) ? base : key;
  };
  const sharedKeys = (lang: Lang) => new Set(Object.keys(adminDictionaries[lang]).map((key) => sharedKey(lang, key)));
  /** A plain text, or every form of a plural text. */
  const adminTexts = (lang: Lang, key: string) =>
    adminPlurals[lang].has(key) ? Object.entries(adminDictionaries[lang]).filter(([name]) => sharedKey(lang, name) === key).map(([, text]) => text) : [adminDictionaries[lang][key] ?? ""];

  it("has areas with prefixed keys and a French text for each", () => {
    expect(adminFrKeys.length).toBeGreaterThan(100);
    for (const [area, dictionary] of Object.entries(AREAS)) {
      for (const lang of LANGS) {
        const wrong = Object.keys(dictionary[lang]).filter((key) => !key.startsWith(`${area}.`));
        expect({ area, lang, wrong }).toEqual({ area, lang, wrong: [] });
      }
    }
    // No key of the admin is a storefront key: they live in separate namespaces.
    expect(adminFrKeys.filter((key) => key in fr)).toEqual([]);
  });

  it.each(others)("%s has exactly the keys of French", (lang) => {
    const keys = sharedKeys(lang);
    const frKeys = sharedKeys("fr");
    const missing = [...frKeys].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !frKeys.has(key));
    expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
  });

  it.each(LANGS)("%s plural texts have exactly the Intl.PluralRules categories, each with {count}", (lang) => {
    expect(adminPlurals.fr.size).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const base of adminPlurals[lang]) {
      const forms = Object.keys(adminDictionaries[lang]).filter((key) => sharedKey(lang, key) === base);
      const categories = forms.map((key) => key.slice(base.length + 1)).sort();
      if (categories.join() !== pluralCategories(lang).join()) problems.push(`${base}: ${categories.join()}`);
      for (const form of forms) if (!adminDictionaries[lang][form].includes("{count}")) problems.push(`${form} has no {count}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(others)("%s uses the same {placeholders} as French", (lang) => {
    const problems = [...sharedKeys("fr")].filter((key) => {
      const expected = placeholders(adminTexts("fr", key).join(" ")).join();
      return adminTexts(lang, key).some((text) => placeholders(text).join() !== expected);
    });
    expect(problems).toEqual([]);
  });

  it.each(LANGS)("%s has no empty texts", (lang) => {
    expect(Object.entries(adminDictionaries[lang]).filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  const adminScripts: [Lang, string, RegExp][] = [
    ["he", "Hebrew", /[\u0590-\u05FF]/],
    ["ru", "Cyrillic", /[\u0400-\u04FF]/],
  ];

  it.each(adminScripts)("%s texts with letters are written in %s", (lang, _script, pattern) => {
    const wrong = Object.entries(adminDictionaries[lang])
      .filter(([key]) => !adminLatinAllowed.has(key))
      .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) && !pattern.test(text))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(wrong).toEqual([]);
  });

  it("keeps the documented 404 texts (as the storefront words them)", () => {
    for (const lang of LANGS) expect(adminDictionaries[lang]["shell.notFound.title"]).toBe(flat[lang]["errors.notFoundTitle"]);
  });
});
