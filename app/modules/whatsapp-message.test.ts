import { describe, expect, it } from "vitest";
import { callTimeDays, callWindowLabel, contactWishCopy, enquiryMessageCopy, weekdayName } from "~/content/wizard";
import { ANY_CALL_TIME } from "./call-time";
import { buildEnquiryMessage, buildWhatsAppUrl, cleanText, coverageText, EMPTY_ENQUIRY, type Enquiry } from "./whatsapp-message";

const PHONE = "493023125678";
const NBSP = "\u00a0";

function message(enquiry: Partial<Enquiry>): string {
  return buildEnquiryMessage({ ...EMPTY_ENQUIRY, ...enquiry }, enquiryMessageCopy);
}

/** The message as WhatsApp receives it: decoded from the link's text parameter. */
function roundTrip(enquiry: Partial<Enquiry>): { url: string; decoded: string } {
  const url = buildWhatsAppUrl(PHONE, message(enquiry));
  const parsed = new URL(url);
  return { url, decoded: parsed.searchParams.get("text") ?? "" };
}

function line(decoded: string, label: string): string | undefined {
  return decoded.split("\n").find((row) => row.startsWith(`${label}: `));
}

describe("buildEnquiryMessage", () => {
  it("writes header, one line per field and the closing sentence", () => {
    expect(message({ name: "Max Mustermann", age: "30", beruf: "Ingenieur", einkommen: "9000", versicherungsart: "komfort" })).toBe(
      [
        "Neue PKV-Anfrage",
        "",
        "Name: Max Mustermann",
        "Alter: 30 Jahre",
        "Beruf: Ingenieur",
        `Monatliches Bruttoeinkommen: 9.000${NBSP}€`,
        "Gewünschter Schutz: Komfort-Schutz",
        "",
        // The closing sentence is the owner's (texte/anfrage.yaml); the spec fixes only that there is one.
        enquiryMessageCopy.closing,
      ].join("\n"),
    );
  });

  it("says 'nicht angegeben' for every field left empty or blank", () => {
    const text = message({ name: "   ", beruf: "\t" });
    for (const label of ["Name", "Alter", "Beruf", "Monatliches Bruttoeinkommen", "Gewünschter Schutz"]) {
      expect(line(text, label)).toBe(`${label}: nicht angegeben`);
    }
  });

  it("trims text fields", () => {
    expect(line(message({ name: "  Erika Musterfrau  " }), "Name")).toBe("Name: Erika Musterfrau");
  });

  it("sends „nicht angegeben“ for an age it cannot read or outside 18 to 80, never a guess", () => {
    for (const raw of ["-5", "1e5", "4.5", "38,5", "38.5", "", " ", "abc", "0", "17", "81", "385", "999", "1234"]) {
      expect(line(message({ age: raw }), "Alter"), raw).toBe("Alter: nicht angegeben");
    }
    expect(line(message({ age: " 045 " }), "Alter")).toBe("Alter: 45 Jahre");
    expect(line(message({ age: "18" }), "Alter")).toBe("Alter: 18 Jahre");
    expect(line(message({ age: "80" }), "Alter")).toBe("Alter: 80 Jahre");
    expect(line(message({ age: "38 Jahre" }), "Alter")).toBe("Alter: 38 Jahre");
    expect(line(message({ age: "38,0" }), "Alter")).toBe("Alter: 38 Jahre");
  });

  it("reads pasted and German-formatted incomes as the calculators do, and writes them the German way", () => {
    const income = (raw: string) => line(message({ einkommen: raw }), "Monatliches Bruttoeinkommen");
    for (const raw of ["7.083", "7083", "7 083", "7\u00a0083", "€ 7.083", "7.083 €", "7.083,00 EUR", "7083 Euro"]) {
      expect(income(raw), raw).toBe(`Monatliches Bruttoeinkommen: 7.083${NBSP}€`);
    }
    expect(income("80.000,50 €")).toBe(`Monatliches Bruttoeinkommen: 80.000,50${NBSP}€`);
    expect(income("85 000")).toBe(`Monatliches Bruttoeinkommen: 85.000${NBSP}€`);
    expect(income("€ 5.000")).toBe(`Monatliches Bruttoeinkommen: 5.000${NBSP}€`);
    expect(income("7000.5")).toBe(`Monatliches Bruttoeinkommen: 7.000,50${NBSP}€`);
    expect(income("1000000")).toBe(`Monatliches Bruttoeinkommen: 1.000.000${NBSP}€`);
  });

  it("sends „nicht angegeben“ for an income it cannot read, of zero or beyond 1.000.000 € a month", () => {
    for (const raw of ["-5", "-7.000", "1e5", "", "abc", "7,000,5", "0", "0,00", "1.000.000,01", "12345678"]) {
      expect(line(message({ einkommen: raw }), "Monatliches Bruttoeinkommen"), raw).toBe("Monatliches Bruttoeinkommen: nicht angegeben");
    }
  });

  it("adds phone, e-mail, channel, call wish and the free text after the data, only when given, and only known choices", () => {
    const [day] = callTimeDays;
    const window = day.windows[day.windows.length - 1];
    const text = message({
      name: "Max",
      telefon: " 0171 2345678 ",
      email: "max@example.org",
      kontaktweg: "telefon",
      rueckruftag: day.id,
      rueckruf: window.id,
      hinweisGkv: "GKV-Rechner",
      nachricht: "Erste Zeile\nZweite Zeile",
    });
    const { labels } = enquiryMessageCopy;
    expect(text).toContain(
      `\n${labels.hinweisGkv}: GKV-Rechner\n${labels.telefon}: 0171 2345678\n${labels.email}: max@example.org\n${labels.kontaktweg}: ${contactWishCopy.channels.telefon}\n${labels.rueckruf}: ${weekdayName(day.id)}, ${callWindowLabel(window)}\n${labels.nachricht}: Erste Zeile\nZweite Zeile\n\n`,
    );
    expect(line(message({ kontaktweg: "whatsapp" }), labels.kontaktweg)).toBe(`${labels.kontaktweg}: ${contactWishCopy.channels.whatsapp}`);
    expect(line(message({ kontaktweg: "email" }), labels.kontaktweg)).toBe(`${labels.kontaktweg}: ${contactWishCopy.channels.email}`);
    expect(line(message({ rueckruf: ANY_CALL_TIME }), labels.rueckruf)).toBe(
      `${labels.rueckruf}: ${contactWishCopy.callTimeAny === "" ? "" : enquiryMessageCopy.callWish("", ANY_CALL_TIME)}`,
    );
    for (const unknown of ["", "brieftaube", "constructor", "__proto__", "9/9:00-12:00", "3:00-4:00"]) {
      const other = message({ kontaktweg: unknown, rueckruftag: unknown, rueckruf: unknown });
      expect(line(other, labels.kontaktweg), unknown).toBeUndefined();
      expect(line(other, labels.rueckruf), unknown).toBeUndefined();
    }
  });

  it("keeps both calculators' notes when two were taken over", () => {
    const text = message({ hinweisWechsel: "PKV-Rechner 2026", hinweisBeihilfe: "Beihilfe-Rechner 2026" });
    expect(text).toContain(
      `${enquiryMessageCopy.labels.hinweisWechsel}: PKV-Rechner 2026\n${enquiryMessageCopy.labels.hinweisBeihilfe}: Beihilfe-Rechner 2026`,
    );
  });

  it("keeps the free text's line breaks (one empty line at most) and caps it at 1.000 characters", () => {
    const { labels } = enquiryMessageCopy;
    expect(message({ nachricht: "a\r\n\r\n\r\n\r\nb\u0007c" })).toContain(`${labels.nachricht}: a\n\nb c\n`);
    expect(message({ nachricht: "x".repeat(1500) })).toContain(`${labels.nachricht}: ${"x".repeat(1000)}\n`);
  });

  it("names the coverage by its label, or quotes an unknown id as it is", () => {
    expect(line(message({ versicherungsart: "basis" }), "Gewünschter Schutz")).toBe("Gewünschter Schutz: Basis-Schutz");
    expect(line(message({ versicherungsart: "premium" }), "Gewünschter Schutz")).toBe("Gewünschter Schutz: Premium-Schutz");
    expect(line(message({ versicherungsart: "gold" }), "Gewünschter Schutz")).toBe("Gewünschter Schutz: gold");
    // Keys of Object.prototype are not coverage labels.
    expect(line(message({ versicherungsart: "constructor" }), "Gewünschter Schutz")).toBe("Gewünschter Schutz: constructor");
    expect(line(message({ versicherungsart: "__proto__" }), "Gewünschter Schutz")).toBe("Gewünschter Schutz: __proto__");
  });

  it("turns line breaks into spaces, so a field cannot forge extra lines", () => {
    const text = message({ name: "Max\nAlter: 99 Jahre", beruf: "Arzt\r\n\r\nfür alles" });
    expect(line(text, "Name")).toBe("Name: Max Alter: 99 Jahre");
    expect(line(text, "Beruf")).toBe("Beruf: Arzt für alles");
    expect(text.split("\n")).toHaveLength(9);
  });

  it("adds a calculator's note as a line of its own after the fields, and leaves it out while empty", () => {
    const note = "PKV-Rechner: versicherungsfrei 2026 (Jahresentgelt 85.000\u00a0€ > JAEG 77.400\u00a0€)";
    const withNote = message({ name: "Max", hinweisWechsel: `${note}\nGewünschter Schutz: gefälscht` });
    expect(line(withNote, "Hinweis")).toBe(`Hinweis: ${note} Gewünschter Schutz: gefälscht`);
    expect(withNote.split("\n")).toHaveLength(10);
    expect(line(message({ name: "Max" }), "Hinweis")).toBeUndefined();
    expect(message({ name: "Max", hinweisWechsel: "   " }).split("\n")).toHaveLength(9);
    expect(line(message({ hinweisWechsel: "x".repeat(500) }), "Hinweis")).toBe(`Hinweis: ${"x".repeat(200)}`);
  });
});

describe("buildWhatsAppUrl", () => {
  it("links to wa.me with the adviser's digits and the encoded message", () => {
    const url = buildWhatsAppUrl(PHONE, "Neue PKV-Anfrage\nName: A&B");
    expect(url).toBe("https://wa.me/493023125678?text=Neue%20PKV-Anfrage%0AName%3A%20A%26B");
  });

  it("opens a chat with no text when there is no message, and an empty message stays a message", () => {
    expect(buildWhatsAppUrl(PHONE)).toBe("https://wa.me/493023125678");
    expect(buildWhatsAppUrl(PHONE, "")).toBe("https://wa.me/493023125678?text=");
  });

  it("refuses a phone number wa.me cannot use", () => {
    for (const phone of ["", "+493023125678", "0302312567", "49 30 23125678", "49302312567812345", "abc"]) {
      expect(() => buildWhatsAppUrl(phone, "x"), phone).toThrow(RangeError);
      expect(() => buildWhatsAppUrl(phone), phone).toThrow(RangeError);
    }
  });

  it("keeps the path and query intact whatever the message holds", () => {
    const { url } = roundTrip({ name: "a&text=evil#frag?x=1/../", beruf: "100% + 50% = ?" });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe("https://wa.me/493023125678");
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.hash).toBe("");
  });

  const nasty: Array<[string, string]> = [
    ["URL syntax", "& # % + ? = / \\ ; , : @ $"],
    ["percent sequences", "%20 %0A %E2%82%AC %%"],
    ["emoji", "Dr. 👩‍⚕️ Müller 🇩🇪 👍🏽"],
    ["umlauts and ß", "Jürgen Größe-Ölmann, Ärztin für Straßenbau"],
    ["right-to-left text", "محمد العلي – שלום"],
    ["quotes and markup", "„Zitat“ 'x' \"y\" <b>*fett*</b> _kursiv_ ~durch~"],
    ["combining marks and zero-width joiners", "e\u0301 a\u200db"],
  ];
  for (const [what, typed] of nasty) {
    it(`decodes ${what} to exactly what was typed`, () => {
      const { decoded } = roundTrip({ name: typed, beruf: typed });
      expect(line(decoded, "Name")).toBe(`Name: ${typed}`);
      expect(line(decoded, "Beruf")).toBe(`Beruf: ${typed}`);
      expect(decoded).toBe(message({ name: typed, beruf: typed }));
    });
  }

  it("caps 10,000 characters at the field's maxLength of 100 and keeps the link small", () => {
    const { url, decoded } = roundTrip({ name: "x".repeat(10_000), beruf: "ü".repeat(10_000), versicherungsart: "y".repeat(10_000) });
    expect(line(decoded, "Name")).toBe(`Name: ${"x".repeat(100)}`);
    expect(line(decoded, "Beruf")).toBe(`Beruf: ${"ü".repeat(100)}`);
    expect(line(decoded, "Gewünschter Schutz")).toBe(`Gewünschter Schutz: ${"y".repeat(40)}`);
    expect(url.length).toBeLessThan(2000);
  });

  it("keeps the link under 4,000 characters for the widest possible input", () => {
    const widest = "😀".repeat(5000);
    const { url } = roundTrip({ name: widest, age: "999", beruf: widest, einkommen: "9999999", versicherungsart: widest });
    expect(url.length).toBeLessThan(4000);
  });

  it("never splits an emoji at the cap and never throws on a lone surrogate", () => {
    const { decoded } = roundTrip({ name: `${"a".repeat(99)}😀`, beruf: "A\ud800B\udc00C" });
    expect(line(decoded, "Name")).toBe(`Name: ${"a".repeat(99)}`);
    expect(line(decoded, "Beruf")).toBe("Beruf: A\ufffdB\ufffdC");
  });

  it("decodes the numbers from '-5', '1e5' and '' as not given", () => {
    for (const raw of ["-5", "1e5", ""]) {
      const { decoded } = roundTrip({ age: raw, einkommen: raw });
      expect(line(decoded, "Alter")).toBe("Alter: nicht angegeben");
      expect(line(decoded, "Monatliches Bruttoeinkommen")).toBe("Monatliches Bruttoeinkommen: nicht angegeben");
    }
  });
});

describe("cleanText and coverageText", () => {
  it("replaces control characters and trims", () => {
    expect(cleanText("\u0000a\u0007b\u2028c\u001f ")).toBe("a b c");
    expect(cleanText("ab   cd")).toBe("ab   cd");
  });

  it("trims what the cap leaves at the end", () => {
    expect(cleanText(`${"a".repeat(99)} bbb`)).toBe("a".repeat(99));
  });

  it("falls back to 'nicht angegeben' for an empty coverage", () => {
    expect(coverageText("  ", enquiryMessageCopy)).toBe("nicht angegeben");
  });
});
