import { describe, expect, it } from "vitest";
import {
  convertFromBase,
  convertToBase,
  formatMoney,
  parseRate,
  percentOf,
  priceCart,
  quantityDiscountPercent,
  toDecimalString,
} from "../../app/lib/money";

describe("money", () => {
  it("converts ILS to another currency rounded to the cent", () => {
    expect(convertFromBase(18900, "0.27")).toBe(5103); // 189.00 ₪ × 0.27 = 51.03
    expect(convertFromBase(18950, "0.27")).toBe(5117); // 51.165 → 51.17 (half up)
    expect(convertFromBase(18900, "0.25")).toBe(4725);
    expect(convertFromBase(18900, "1")).toBe(18900);
  });

  it("converts back to ILS for the total an order keeps", () => {
    expect(convertToBase(5103, "0.27")).toBe(18900);
  });

  it("refuses malformed exchange rates", () => {
    expect(() => parseRate("abc")).toThrow();
    expect(() => parseRate("0")).toThrow();
    expect(() => parseRate("-1")).toThrow();
  });

  it("applies the quantity discount", () => {
    expect([1, 2, 3, 4, 5, 9].map(quantityDiscountPercent)).toEqual([0, 0, 10, 10, 15, 15]);
    expect(percentOf(10_000, 15)).toBe(1500);
    expect(percentOf(999, 10)).toBe(100); // 99.9 → 100
  });

  it("prices a cart: convert, multiply, discount per line, flat shipping", () => {
    const cart = priceCart(
      [
        { unitIlsMinor: 18900, quantity: 3 },
        { unitIlsMinor: 12900, quantity: 1 },
      ],
      { currency: "EUR", rate: "0.25", shippingMinor: 500 },
    );
    expect(cart.lines[0]).toMatchObject({ unitMinor: 4725, grossMinor: 14175, discountPercent: 10, discountMinor: 1418 });
    expect(cart.subtotalMinor).toBe(14175 + 3225);
    expect(cart.discountMinor).toBe(1418);
    expect(cart.shippingMinor).toBe(500);
    expect(cart.totalMinor).toBe(14175 + 3225 - 1418 + 500);
  });

  it("charges no shipping on an empty cart", () => {
    expect(priceCart([], { currency: "ILS", rate: "1", shippingMinor: 500 }).totalMinor).toBe(0);
  });

  it("formats with Intl in the page's locale, always two decimals", () => {
    expect(formatMoney(18900, "ILS", "fr")).toMatch(/189,00\s?₪/);
    expect(formatMoney(5103, "USD", "en")).toBe("$51.03");
    expect(formatMoney(4725, "EUR", "ru")).toMatch(/47,25\s?€/);
    expect(toDecimalString(5103)).toBe("51.03");
    expect(toDecimalString(5)).toBe("0.05");
  });

  it("gives an amount shown on its own, left to right, without Intl's direction marks: the locale's spacing, a negative spaced as a positive", () => {
    // Hebrew's marks, inside a left-to-right isolate, moved the space from between the figures and
    // the sign to before the figures ('219.00₪'), but not for a negative amount ('-5.00 ₪').
    expect(formatMoney(21900, "ILS", "he", { isolated: true })).toBe("219.00\u00a0₪");
    expect(formatMoney(-500, "ILS", "he", { isolated: true })).toBe("-5.00\u00a0₪");
    expect(formatMoney(21900, "ILS", "fr", { isolated: true })).toBe(formatMoney(21900, "ILS", "fr"));
    for (const lang of ["fr", "en", "he", "ru"] as const) {
      const positive = formatMoney(123450, "ILS", lang, { isolated: true });
      expect(formatMoney(-123450, "ILS", lang, { isolated: true })).toBe(`-${positive}`);
      expect(positive).not.toMatch(/[\u200e\u200f\u061c]/);
    }
    // Plain text keeps them (a Hebrew sentence around the amount needs them).
    expect(formatMoney(21900, "ILS", "he")).toContain("\u200f");
  });
});
