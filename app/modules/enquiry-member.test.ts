import { describe, expect, it } from "vitest";
import { enquiryMessageCopy } from "~/content/wizard";
import { memberFields, memberMessageCopy, stayOptions } from "~/content/wizard-member";
import { buildEnquiryPost } from "./enquiry-mail";
import { checkEnquiryPost } from "./enquiry-post";
import { memberData, memberValues, readBirthYear, readIncrease, staysOf, withStay, MEMBER_AUDIENCE } from "./enquiry-member";
import { buildEnquiryMessage, buildWhatsAppUrl, EMPTY_ENQUIRY, type Enquiry } from "./whatsapp-message";

const NBSP = "\u00a0";
const labels = enquiryMessageCopy.labels;

/** A typical member's enquiry (docs/decisions/0070): 58, premium up 20 %, Krankentagegeld and single room must stay. */
const member: Enquiry = {
  ...EMPTY_ENQUIRY,
  anliegen: MEMBER_AUDIENCE,
  name: "Erika Musterfrau",
  geburtsjahr: "1968",
  versicherer: "Beispiel Krankenversicherung a. G.",
  tarif: "Komfort 600, KT 43",
  beitrag: "812,40 €",
  erhoehung: "20",
  erhoehungEinheit: "prozent",
  selbstbehalt: "600",
  beihilfe: "nein",
  bleiben: "einbettzimmer,krankentagegeld",
  bleibenSonstiges: "Brille",
  telefon: "0171 2345678",
  nachricht: "Mein Beitrag ist zum 1. Januar gestiegen.",
  // Left over from a new customer's form on another page: a member's message does not carry it.
  beruf: "Ingenieurin",
  einkommen: "9000",
};

function line(message: string, label: string): string | undefined {
  return message.split("\n").find((row) => row.startsWith(`${label}: `));
}

describe("a member's enquiry (docs/decisions/0070)", () => {
  const message = buildEnquiryMessage(member, enquiryMessageCopy);

  it("is marked by the member's header and closing, not the new customer's", () => {
    expect(message.split("\n")[0]).toBe(memberMessageCopy.header);
    expect(memberMessageCopy.header).not.toBe(enquiryMessageCopy.header);
    expect(message.trimEnd().endsWith(memberMessageCopy.closing)).toBe(true);
    expect(message).not.toContain(enquiryMessageCopy.closing);
  });

  it("carries insurer, tariffs, premium, last increase, deductible, Beihilfe, birth year and what must stay", () => {
    expect(line(message, labels.geburtsjahr)).toBe(`${labels.geburtsjahr}: 1968`);
    expect(line(message, labels.versicherer)).toBe(`${labels.versicherer}: Beispiel Krankenversicherung a. G.`);
    expect(line(message, labels.tarif)).toBe(`${labels.tarif}: Komfort 600, KT 43`);
    expect(line(message, labels.beitrag)).toBe(`${labels.beitrag}: ${memberMessageCopy.perMonth(`812,40${NBSP}€`)}`);
    expect(line(message, labels.erhoehung)).toBe(`${labels.erhoehung}: ${memberMessageCopy.increasePercent(`20${NBSP}%`)}`);
    expect(line(message, labels.selbstbehalt)).toBe(`${labels.selbstbehalt}: ${memberMessageCopy.perYear(`600${NBSP}€`)}`);
    expect(line(message, labels.beihilfe)).toBe(`${labels.beihilfe}: ${memberFields.beihilfe.options.nein}`);
    // In the form's order, whatever order they were ticked in, with the free text last.
    const stays = stayOptions.filter((option) => ["krankentagegeld", "einbettzimmer"].includes(option.id)).map((option) => option.label);
    expect(line(message, labels.bleiben)).toBe(`${labels.bleiben}: ${[...stays, "Brille"].join(", ")}`);
    expect(line(message, labels.telefon)).toBe(`${labels.telefon}: 0171 2345678`);
  });

  it("leaves out the new customer's questions it did not ask", () => {
    for (const field of ["age", "beruf", "einkommen", "versicherungsart"] as const) expect(line(message, labels[field])).toBeUndefined();
  });

  it("says „nicht angegeben“ for what was left empty or cannot be read, never a guess", () => {
    const empty = buildEnquiryMessage({ ...EMPTY_ENQUIRY, anliegen: MEMBER_AUDIENCE }, enquiryMessageCopy);
    for (const field of ["geburtsjahr", "versicherer", "tarif", "beitrag", "erhoehung", "selbstbehalt", "beihilfe", "bleiben"] as const) {
      expect(line(empty, labels[field])).toBe(`${labels[field]}: ${memberMessageCopy.notGiven}`);
    }
    const unreadable = buildEnquiryMessage({ ...member, geburtsjahr: "68", beitrag: "viel", erhoehung: "150", selbstbehalt: "-1" }, enquiryMessageCopy);
    for (const field of ["geburtsjahr", "beitrag", "erhoehung", "selbstbehalt"] as const) {
      expect(line(unreadable, labels[field])).toBe(`${labels[field]}: ${memberMessageCopy.notGiven}`);
    }
  });

  it("writes an increase in euros as an amount a month", () => {
    const euro = buildEnquiryMessage({ ...member, erhoehung: "95,50", erhoehungEinheit: "euro" }, enquiryMessageCopy);
    expect(line(euro, labels.erhoehung)).toBe(`${labels.erhoehung}: ${memberMessageCopy.perMonth(`95,50${NBSP}€`)}`);
  });

  it("reaches WhatsApp whole, and the e-mail program and the page's own channel with the same text", () => {
    const decoded = new URL(buildWhatsAppUrl("493023125678", message)).searchParams.get("text");
    expect(decoded).toBe(message);
    const post = buildEnquiryPost(member, enquiryMessageCopy, {
      reference: "PKV-7K3Q",
      elapsedMs: 30_000,
      website: "",
      page: "https://beispiel.example/schon-privat-versichert",
      sentAt: "2026-11-29T10:00:00.000Z",
    });
    expect(post.subject).toBe(`${memberMessageCopy.header} PKV-7K3Q: Erika Musterfrau`);
    expect(post.text).toBe(buildEnquiryMessage(member, enquiryMessageCopy, "PKV-7K3Q"));
    expect(checkEnquiryPost(JSON.parse(JSON.stringify(post))).ok).toBe(true);
  });

  it("gives the adviser's software the member's answers as numbers, marked as an existing member's", () => {
    const post = buildEnquiryPost(member, enquiryMessageCopy, {
      reference: "PKV-7K3Q",
      elapsedMs: 30_000,
      website: "",
      page: "/",
      sentAt: "2026-11-29T10:00:00.000Z",
    });
    expect(post.data).toMatchObject({
      anliegen: "bestandskunde",
      bestand: {
        geburtsjahr: 1968,
        versicherer: "Beispiel Krankenversicherung a. G.",
        tarife: "Komfort 600, KT 43",
        monatsbeitragEuro: 812.4,
        letzteErhoehung: { wert: 20, einheit: "Prozent" },
        selbstbehaltEuroImJahr: 600,
        beihilfe: false,
        mussBleibenSonstiges: "Brille",
      },
    });
    const newCustomer = buildEnquiryPost({ ...member, anliegen: "" }, enquiryMessageCopy, {
      reference: "PKV-7K3Q",
      elapsedMs: 30_000,
      website: "",
      page: "/",
      sentAt: "",
    });
    expect(newCustomer.data.anliegen).toBe("neukunde");
    expect(newCustomer.data).not.toHaveProperty("bestand");
    expect(newCustomer.text.split("\n")[0]).toBe(`${enquiryMessageCopy.header} PKV-7K3Q`);
  });

  it("promises nothing free in the member's message: the closing holds whatever the fee", () => {
    expect(`${memberMessageCopy.header} ${memberMessageCopy.closing}`).not.toMatch(/kostenlos|gratis|unentgeltlich/i);
  });
});

describe("reading the member's answers", () => {
  it("takes a birth year from 1900 to this year only", () => {
    expect(readBirthYear("1968", 2026)).toEqual({ ok: true, units: 1968 });
    expect(readBirthYear("2027", 2026)).toEqual({ ok: false, problem: "tooLarge" });
    expect(readBirthYear("1899", 2026)).toEqual({ ok: false, problem: "tooSmall" });
    expect(readBirthYear("68", 2026)).toEqual({ ok: false, problem: "tooSmall" });
  });

  it("reads an increase in its unit: up to 100 % in per cent, cents in euros", () => {
    expect(readIncrease("12,5 %", "prozent")).toEqual({ ok: true, units: 1250 });
    expect(readIncrease("150", "prozent")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readIncrease("150", "euro")).toEqual({ ok: true, units: 15_000 });
    expect(readIncrease("150", "")).toEqual({ ok: true, units: 15_000 });
  });

  it("keeps only known options of what must stay, in the form's order", () => {
    expect(staysOf("zahn,unbekannt,krankentagegeld")).toEqual(["krankentagegeld", "zahn"]);
    expect(withStay("zahn", "krankentagegeld", true)).toBe("krankentagegeld,zahn");
    expect(withStay("krankentagegeld,zahn", "zahn", false)).toBe("krankentagegeld");
  });

  it("gives a new customer's enquiry no member values at all", () => {
    expect(Object.values(memberValues({ ...member, anliegen: "" }, memberMessageCopy, 2026)).every((value) => value === "")).toBe(true);
    expect(memberData({ ...EMPTY_ENQUIRY }, memberMessageCopy, 2026)).toMatchObject({ geburtsjahr: null, beihilfe: null, mussBleiben: [] });
  });
});
