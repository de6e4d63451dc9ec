/** docs/product/security-rules.md#sec-4: contact lines are cut into the pieces that must stay whole (times, phones, e-mails). */
import { describe, expect, it } from "vitest";
import { splitContactText } from "../../app/components/layout/contact-text";

describe("splitContactText", () => {
  it("keeps a French opening-hours range together", () => {
    expect(splitContactText("Dimanche – jeudi : 9h00 – 18h00")).toEqual([
      { kind: "text", text: "Dimanche – jeudi : " },
      { kind: "time", text: "9h00 – 18h00" },
    ]);
  });

  it("keeps English times with am/pm, and Hebrew ones", () => {
    expect(splitContactText("Friday: 9:00 am – 2:00 pm")).toEqual([
      { kind: "text", text: "Friday: " },
      { kind: "time", text: "9:00 am – 2:00 pm" },
    ]);
    expect(splitContactText("שישי: 9:00 – 14:00")).toEqual([
      { kind: "text", text: "שישי: " },
      { kind: "time", text: "9:00 – 14:00" },
    ]);
  });

  it("finds phones and e-mails, leaving short numbers and addresses as text", () => {
    expect(splitContactText("+972 9 000 0000")).toEqual([{ kind: "phone", text: "+972 9 000 0000" }]);
    expect(splitContactText("bonjour@maison-lumiere.example")).toEqual([{ kind: "email", text: "bonjour@maison-lumiere.example" }]);
    expect(splitContactText("12 rue Herzl, Netanya, Israël")).toEqual([{ kind: "text", text: "12 rue Herzl, Netanya, Israël" }]);
    expect(splitContactText("Samedi : fermé")).toEqual([{ kind: "text", text: "Samedi : fermé" }]);
    expect(splitContactText("Depuis 2023-2025")).toEqual([{ kind: "text", text: "Depuis 2023-2025" }]);
    expect(splitContactText("Tél. 09-000-0000 ou ecrire@atelier.example")).toEqual([
      { kind: "text", text: "Tél. " },
      { kind: "phone", text: "09-000-0000" },
      { kind: "text", text: " ou " },
      { kind: "email", text: "ecrire@atelier.example" },
    ]);
  });
});
