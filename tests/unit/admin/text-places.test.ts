/**
 * The texts screen says where each shop text appears, in the admin's language: every group of the
 * shop's dictionaries (the first part of its keys) has a sentence in the four admin dictionaries,
 * and a row is labelled by it, not by its raw key ('admin.backToShop').
 */
import { describe, expect, it } from "vitest";
import { dictionaries } from "../../../app/locales";
import { adminMessages } from "../../../app/locales/admin";
import { flatten } from "../../../app/lib/i18n";
import { LANGS } from "../../../app/lib/langs";
import { TEXT_PLACES, textPlaceKey } from "../../../app/components/admin/texts/text-place";

const shopKeys = [...new Set(LANGS.flatMap((lang) => Object.keys(flatten(dictionaries[lang]))))];
const groups = [...new Set(shopKeys.map((key) => key.split(".")[0]))].sort();

describe("where a shop text appears", () => {
  it("knows every group of the shop's dictionaries", () => {
    expect(groups.filter((group) => !(TEXT_PLACES as readonly string[]).includes(group))).toEqual([]);
  });

  it("says it in each admin language, in words of that language", () => {
    for (const lang of LANGS) {
      const texts = adminMessages(lang);
      for (const key of shopKeys) {
        const place = texts[textPlaceKey(key)];
        expect(place, `${lang}: ${key}`).toBeTruthy();
        expect(place).not.toContain(key);
      }
    }
    expect(adminMessages("fr")[textPlaceKey("admin.backToShop")]).toBe("Accès à l'administration depuis la boutique (textes de réserve, non affichés aujourd'hui)");
    expect(adminMessages("he")[textPlaceKey("cart.emptyText")]).toBe("עגלת הקניות");
    // A group the list would not know yet still reads as words.
    expect(adminMessages("fr")[textPlaceKey("someday.newText")]).toBe("Ailleurs dans la boutique");
  });
});
