import { describe, expect, it } from "vitest";
import { siteConfig as liveConfig } from "~/config/site-config";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { formatIsoDate } from "~/modules/format-de";
import { BUNDESLAENDER, type Bundesland, type SiteConfig } from "~/config/site-config-schema";
import { firstInformationPdfPath, legalRoutes, sectionIds } from "~/config/site-routes";
import { calculatorCommon } from "~/content/calculators";
import { cookieBanner } from "~/content/consent";
import { toastMessages } from "~/content/toast-messages";
import { enquiryMessageCopy, whatsAppConsentBefore, wizardCopy } from "~/content/wizard";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "~/modules/consent-rules";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { DISMISSED_KEY, INSTALLED_KEY } from "~/modules/install-rules";
import { COOKIE_BANNER_MAX_CHARS } from "~/modules/text-files/notices-schema";
import { buildFirstInformation, firstInformation as liveFirstInformation } from "./first-information";
import { formatOpeningHours } from "~/modules/opening-hours";
import { adviserRole } from "../adviser-role";
import { disputeBodies, registerOffice } from "./intermediary";
import { keepCitationTogether } from "~/modules/german-typesetting";
import { buildLegalNotice, legalNotice as liveLegalNotice } from "./legal-notice";
import { blockText, partText, sectionText } from "./document-text";
import { versionText, type LegalBlock, type LegalDocumentContent, type LegalLink, type LegalSection, type LegalSubsection } from "./legal-types";
import { buildPrivacyPolicy, privacyPolicy as livePrivacyPolicy } from "./privacy-policy";
import { authoritiesCompetentFirst, supervisoryAuthorities, supervisoryAuthorityFor } from "./supervisory-authorities";
import { SHIPPED_EXAMPLE } from "../../../tests/support/shipped-example";

/**
 * The checks below pin the wording for one known config, the frozen copy of the shipped example,
 * so they hold whoever's data is in site-config.ts; any-adviser.test.ts renders a second adviser.
 */
const siteConfig = exampleAdviser;
const legalNotice = buildLegalNotice(siteConfig);
const privacyPolicy = buildPrivacyPolicy(siteConfig);
const firstInformation = buildFirstInformation(siteConfig);

const documentText = (content: LegalDocumentContent): string =>
  [content.title, ...(content.intro ?? []).map(blockText), ...content.sections.map(sectionText)].join("\n");

function blockLinks(blocks: readonly LegalBlock[]): LegalLink[] {
  return blocks.flatMap((block) => {
    const runs =
      block.kind === "paragraph"
        ? [block.text]
        : block.kind === "facts"
          ? block.items.map((item) => item.details)
          : block.kind === "list"
            ? block.items
            : block.lines;
    return runs.flat().filter((part): part is LegalLink => typeof part !== "string");
  });
}

function links(content: LegalDocumentContent | LegalSection | LegalSubsection): LegalLink[] {
  if ("sections" in content) return [...blockLinks(content.intro ?? []), ...content.sections.flatMap(links)];
  return [...blockLinks(content.blocks), ...("subsections" in content ? (content.subsections ?? []).flatMap(links) : [])];
}

const section = (content: LegalDocumentContent, id: string): LegalSection => {
  const found = content.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section #${id}`);
  return found;
};

const subsection = (content: LegalDocumentContent, id: string): LegalSubsection => {
  const found = content.sections.flatMap((candidate) => candidate.subsections ?? []).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no subsection #${id}`);
  return found;
};

function withConfig(change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
}

const documents = { impressum: legalNotice, datenschutz: privacyPolicy, erstinformation: firstInformation } as const;

describe("the pages' documents", () => {
  it("are built from the live config", () => {
    expect(liveLegalNotice).toEqual(buildLegalNotice(liveConfig));
    expect(livePrivacyPolicy).toEqual(buildPrivacyPolicy(liveConfig));
    expect(liveFirstInformation).toEqual(buildFirstInformation(liveConfig));
  });
});

describe("dates", () => {
  it("writes an ISO date the German way", () => {
    expect(formatIsoDate("2027-01-01")).toBe("1. Januar 2027");
    expect(formatIsoDate("2026-11-23")).toBe("23. November 2026");
  });

  it.each([
    ["Impressum", legalNotice, siteConfig.legalTexts.legalNoticeDate],
    ["Datenschutzerklärung", privacyPolicy, siteConfig.legalTexts.privacyPolicyDate],
    ["Erstinformation", firstInformation, siteConfig.legalTexts.firstInformationDate],
  ])("%s shows the fixed date from the config, not today's", (_name, content, configured) => {
    expect(content.versionDate).toBe(configured);
    expect(versionText(content)).toBe(`Stand: ${formatIsoDate(configured)}`);
  });

  it("follows a changed config date", () => {
    const config = withConfig((c) => {
      c.legalTexts = { privacyPolicyDate: "2027-03-01", legalNoticeDate: "2027-03-02", firstInformationDate: "2027-03-03" };
    });
    expect(versionText(buildPrivacyPolicy(config))).toBe("Stand: 1. März 2027");
    expect(versionText(buildLegalNotice(config))).toBe("Stand: 2. März 2027");
    expect(versionText(buildFirstInformation(config))).toBe("Stand: 3. März 2027");
  });
});

describe("Erstinformation (§ 15 VersVermV)", () => {
  const text = documentText(firstInformation);

  it("names the adviser and the business address", () => {
    const { adviser, address } = siteConfig;
    expect(sectionText(section(firstInformation, "anschrift"))).toContain(
      `${adviser.name}\n${siteConfig.brand}\n${address.street}\n${address.postalCode}\u00a0${address.city}`,
    );
  });

  it("states the status under § 34d Abs. 1 GewO and the IHK that granted it", () => {
    const status = sectionText(section(firstInformation, "status"));
    expect(status).toContain("Status: Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO.");
    expect(status).toContain(`Erlaubnis erteilt von: ${siteConfig.registration.chamber}, ${siteConfig.registration.chamberAddress}`);
    expect(status).toContain("an keinen Versicherer gebunden");
    expect(status).toContain(`Maklerverbund: ${siteConfig.broker.name}, ${siteConfig.broker.address}`);
  });

  it("gives the register number and both ways to check it, with the call charges", () => {
    const register = section(firstInformation, "register");
    const registerText = sectionText(register);
    expect(registerText).toContain(`Registernummer: ${siteConfig.registration.registerNumber}`);
    expect(registerText).toContain("0180\u00a0600\u00a0585\u00a00 (20\u00a0ct/Anruf aus dem dt. Festnetz, höchstens 60\u00a0ct/Anruf aus Mobilfunknetzen).");
    expect(registerText).toContain("Deutsche Industrie- und Handelskammer (DIHK)\nBreite Straße 29\n10178\u00a0Berlin");
    expect(links(register)).toEqual([
      { text: "www.vermittlerregister.info", href: "https://www.vermittlerregister.info", newTab: true },
      { text: registerOffice.phone.display, href: "tel:+491806005850" },
    ]);
  });

  it("says that I offer advice (§ 61 VVG)", () => {
    const advice = sectionText(section(firstInformation, "beratung"));
    expect(advice).toContain("Ich biete Ihnen im Zusammenhang mit der Vermittlung eine Beratung an.");
    expect(advice).toContain("§\u00a061");
  });

  // § 60 VVG: the basis the config states, and no claim of a sufficient number unless the adviser makes it (docs/decisions/0067).
  describe("the basis of the advice (§ 60 VVG)", () => {
    const adviceOf = (change: (config: SiteConfig) => void) => sectionText(section(buildFirstInformation(withConfig(change)), "beratung"));
    const insurers = ["Elbland Krankenversicherung AG", "Lausitzer Private Kranken a.\u00a0G.", "Vogtland Gesundheit Versicherung AG"];
    const informationBasis = "Tarife und Bedingungen vergleiche ich mit dem Vergleichsprogramm meines Maklerverbunds.";

    it("claims no basis while the config states none (the example; the go-live gate asks for it)", () => {
      const advice = sectionText(section(firstInformation, "beratung"));
      expect(siteConfig.adviceBasis).toBeUndefined();
      expect(advice).not.toMatch(/hinreichende Zahl|eingeschränkte/);
    });

    it("states a sufficient number only when the adviser says so, and lists the insurers if she names them", () => {
      const broad = adviceOf((c) => (c.adviceBasis = "hinreichende-zahl"));
      expect(broad).toContain(
        "Meinem Rat lege ich eine hinreichende Zahl von auf dem Markt angebotenen Versicherungsverträgen und Versicherern zugrunde, sodass ich nach fachlichen Kriterien empfehlen kann, welcher Vertrag Ihre Bedürfnisse erfüllt (§\u00a060 Abs.\u00a01 Satz\u00a01 VVG).",
      );
      expect(broad).not.toContain("Dazu vergleiche ich");
      const listed = adviceOf((c) => ((c.adviceBasis = "hinreichende-zahl"), (c.insurersCompared = insurers)));
      expect(listed).toContain(`Dazu vergleiche ich die Tarife dieser Versicherer:\n${insurers.join("\n")}`);
    });

    it("discloses a restricted selection with every insurer named and the market and information basis", () => {
      const restricted = adviceOf((c) => {
        c.adviceBasis = "eingeschraenkte-auswahl";
        c.insurersCompared = insurers;
        c.informationBasis = informationBasis;
      });
      expect(restricted).toContain("auf der Grundlage einer eingeschränkten Versicherer- und Vertragsauswahl (§\u00a060 Abs.\u00a01 Satz\u00a02 VVG)");
      expect(restricted).toContain(`nicht den ganzen Markt:\n${insurers.join("\n")}`);
      expect(restricted).toContain("Markt- und Informationsgrundlage erbringe ich meine Leistung (§\u00a060 Abs.\u00a02 VVG)");
      expect(restricted).toContain(
        "Marktgrundlage: die Tarife und Versicherungsbedingungen dieser Versicherer; Tarife anderer Versicherer beziehe ich nicht ein.",
      );
      expect(restricted).toContain(`Informationsgrundlage: ${informationBasis}`);
      expect(restricted).toContain("noch einmal ausdrücklich hin");
      expect(restricted).not.toContain("hinreichende Zahl");
    });
  });

  it("explains the courtage paid by the insurer and that nothing else is received", () => {
    const pay = sectionText(section(firstInformation, "verguetung"));
    expect(pay).toContain("erhalte ich vom Versicherer eine Courtage (Provision). Sie ist in der Versicherungsprämie enthalten");
    expect(pay).toContain("Andere Zuwendungen im Zusammenhang mit der Vermittlung erhalte ich nicht.");
    expect(pay).not.toContain("Honorar");
  });

  it.each([
    ["honorar", ["Honorar"], ["Courtage"]],
    ["courtage-und-honorar", ["Courtage", "Honorar", "setzt sich zusammen"], []],
  ] as const)("describes remuneration kind %s", (kind, present, absent) => {
    const pay = sectionText(section(buildFirstInformation(withConfig((c) => (c.remuneration.kind = kind))), "verguetung"));
    for (const word of present) expect(pay).toContain(word);
    for (const word of absent) expect(pay).not.toContain(word);
  });

  it.each([
    [{ kind: "honorar-anteil", percent: 25 }, "zahlen Sie mir dafür ein Honorar von 25\u00a0% der Ersparnis eines Jahres"],
    [{ kind: "honorar-fest", amountEuro: 390 }, "zahlen Sie mir dafür ein Honorar von 390\u00a0€"],
  ] as const)("names a fee for a tariff switch within the insurer (docs/decisions/0070): %o", (fee, sentence) => {
    const pay = sectionText(section(buildFirstInformation(withConfig((c) => (c.remuneration.tariffSwitch = fee))), "verguetung"));
    expect(pay).toContain(sentence);
    expect(pay).toContain("§\u00a0204 VVG");
    expect(pay).toContain("vorher mit Ihnen in Textform vereinbart");
  });

  it.each([{ kind: "courtage" }, { kind: "kostenlos" }] as const)("adds nothing for a tariff switch that costs the client nothing: %o", (fee) => {
    const pay = sectionText(section(buildFirstInformation(withConfig((c) => (c.remuneration.tariffSwitch = fee))), "verguetung"));
    expect(pay).not.toContain("Tarifwechsel");
  });

  it("names other remuneration from the config instead of denying it", () => {
    const other = "Bonuszahlungen des Maklerverbunds bei hohem Neugeschäft.";
    const pay = sectionText(section(buildFirstInformation(withConfig((c) => (c.remuneration.other = other))), "verguetung"));
    expect(pay).toContain(`Außerdem erhalte ich im Zusammenhang mit der Vermittlung: ${other}`);
    expect(pay).not.toContain("Andere Zuwendungen");
  });

  it("says there are no holdings of 10 % or more, in either direction", () => {
    const holdings = sectionText(section(firstInformation, "beteiligungen"));
    expect(holdings).toContain("Ich halte keine direkte oder indirekte Beteiligung von 10\u00a0% oder mehr");
    expect(holdings).toContain("Kein Versicherungsunternehmen und kein Mutterunternehmen eines Versicherungsunternehmens hält");
  });

  it("lists holdings when the config has them", () => {
    const config = withConfig((c) => {
      c.holdings = { inInsurers: ["Beispiel Kranken AG"], ofInsurersInAdviser: ["Muster Holding SE"] };
    });
    const holdings = sectionText(section(buildFirstInformation(config), "beteiligungen"));
    expect(holdings).toContain("am Kapital dieser Versicherungsunternehmen:\nBeispiel Kranken AG");
    expect(holdings).toContain("am Kapital meines Unternehmens:\nMuster Holding SE");
    expect(holdings).not.toMatch(/Ich halte keine|Kein Versicherungsunternehmen/);
  });

  it("names both dispute-resolution bodies with postal address and website", () => {
    const disputes = section(firstInformation, "schlichtung");
    const disputeText = sectionText(disputes);
    expect(disputeText).toContain("Versicherungsombudsmann e.V.\nPostfach 08\u00a006\u00a032\n10006\u00a0Berlin");
    expect(disputeText).toContain("Ombudsmann Private Kranken- und Pflegeversicherung\nPostfach 06\u00a002\u00a022\n10052\u00a0Berlin");
    expect(links(disputes).map((link) => link.href)).toEqual(["https://www.versicherungsombudsmann.de", "https://www.pkv-ombudsmann.de"]);
  });

  it("names the professional liability insurance with address and scope (DL-InfoV)", () => {
    const { insurer, address, scope } = siteConfig.liabilityInsurance;
    expect(sectionText(section(firstInformation, "haftpflicht"))).toContain(
      `Versicherer: ${insurer}\nAnschrift: ${address}\nRäumlicher Geltungsbereich: ${scope}`,
    );
  });

  it("offers itself as a PDF", () => {
    expect(links(firstInformation)).toContainEqual({ text: "als PDF", href: firstInformationPdfPath });
    expect(text).toContain("§\u00a015 der Versicherungsvermittlungsverordnung");
  });

  it("refuses a Versicherungsvertreter, whose insurers the config cannot name yet", () => {
    const config = withConfig((c) => {
      c.registration.status = "versicherungsvertreter";
      c.registration.permission = "Versicherungsvertreter mit Erlaubnis nach § 34d Abs. 1 GewO";
    });
    expect(() => buildFirstInformation(config)).toThrow(/§ 60 Abs\. 2 VVG/);
  });
});

describe("Impressum", () => {
  const text = documentText(legalNotice);

  it("gives the provider under § 5 DDG, not the repealed TMG", () => {
    expect(legalNotice.sections[0].heading).toBe("Angaben gemäß §\u00a05 DDG");
    expect(text).not.toMatch(/\bTMG\b/);
    expect(sectionText(legalNotice.sections[0])).toContain(`${siteConfig.adviser.name}\n${siteConfig.brand}\n${siteConfig.address.street}`);
  });

  it("shows the phone hours and the reply time from the config", () => {
    expect(text).toContain(`Telefonisch erreichbar: ${formatOpeningHours(siteConfig.openingHours)}`);
    expect(text).toContain(`Auf E-Mails und WhatsApp-Nachrichten: ${siteConfig.responseTime}`);
    const other = documentText(
      buildLegalNotice(
        withConfig(
          (c) =>
            (c.openingHours = [
              { firstDay: "Mo", lastDay: "Do", opens: "8:30", closes: "16:00" },
              { firstDay: "Fr", opens: "8:30", closes: "12:00" },
            ]),
        ),
      ),
    );
    expect(other).toContain("Telefonisch erreichbar: Mo–Do\u00a08:30–16:00\u00a0Uhr, Fr\u00a08:30–12:00\u00a0Uhr");
  });

  it("gives the professional title, the state that granted it, the status and the qualification", () => {
    const profession = sectionText(section(legalNotice, "beruf"));
    expect(profession).toContain(`Berufsbezeichnung: ${adviserRole(siteConfig).professionalTitle}\nVerliehen in: ${siteConfig.adviser.professionalTitleState}`);
    expect(profession).toContain(`Status: ${keepCitationTogether(siteConfig.registration.permission)}.`);
    expect(profession).toContain(`Qualifikation: ${siteConfig.adviser.qualification}`);
  });

  it("names the IHK as permitting and supervisory authority and chamber, not the BaFin", () => {
    const supervision = sectionText(section(legalNotice, "aufsicht"));
    expect(supervision).toContain(
      `die ${siteConfig.registration.chamber} zuständig: Sie hat die Erlaubnis erteilt und ist Aufsichtsbehörde. Ihr gehöre ich als Mitglied an.`,
    );
    expect(supervision).toContain(`${siteConfig.registration.chamber}\n${siteConfig.registration.chamberAddress}`);
    expect(supervision).toContain("für meine Tätigkeit ist sie nicht zuständig");
  });

  it("shows the register entry and the liability insurance", () => {
    expect(sectionText(section(legalNotice, "register"))).toContain(`Registernummer: ${siteConfig.registration.registerNumber}`);
    expect(sectionText(section(legalNotice, "haftpflicht"))).toContain(`Versicherer: ${siteConfig.liabilityInsurance.insurer}`);
  });

  it("leaves out the identification numbers the config does not have", () => {
    const without = documentText(
      buildLegalNotice(
        withConfig((c) => {
          delete c.registration.businessId;
          delete c.registration.vatId;
        }),
      ),
    );
    expect(without).not.toMatch(/Identifikationsnummer/);
  });

  it.each([
    ["only the USt-IdNr", { vatId: "DE123456789" }, ["Umsatzsteuer-Identifikationsnummer (§\u00a027a Umsatzsteuergesetz): DE123456789"], ["Wirtschafts-"]],
    [
      "only the W-IdNr",
      { businessId: "DE123456789-00001" },
      ["Wirtschafts-Identifikationsnummer (§\u00a0139c Abgabenordnung): DE123456789-00001"],
      ["Umsatzsteuer-"],
    ],
    ["both", { businessId: "DE123456789-00001", vatId: "DE987654321" }, ["DE123456789-00001", "DE987654321"], []],
  ])("shows %s when configured", (_name, ids, present, absent) => {
    const notice = buildLegalNotice(withConfig((c) => Object.assign(c.registration, ids)));
    const ids_ = sectionText(section(notice, "identifikationsnummern"));
    for (const line of present) expect(ids_).toContain(line);
    for (const line of absent) expect(ids_).not.toContain(line);
  });

  it("links the Erstinformation page and its PDF, and the privacy policy by its path", () => {
    expect(links(section(legalNotice, "hinweis-erstinformation")).map((link) => link.href)).toEqual(["/erstinformation", firstInformationPdfPath]);
    expect(links(section(legalNotice, "hinweis-datenschutz"))).toEqual([{ text: "Datenschutzerklärung", href: "/datenschutz" }]);
  });

  it("says the EU dispute platform has closed and names both Schlichtungsstellen under § 36 VSBG", () => {
    const disputes = section(legalNotice, "streitbeilegung");
    const disputeText = sectionText(disputes);
    expect(disputeText).toContain("am 20.\u00a0Juli\u00a02025 eingestellt (Verordnung (EU) 2024/3228)");
    expect(disputeText).toContain("(§\u00a036 VSBG)");
    expect(links(disputes).map((link) => link.href)).toEqual(disputeBodies.map((body) => body.website));
    expect(text).not.toContain("ec.europa.eu/consumers/odr");
  });

  it("keeps disclaimer, copyright and the person responsible under the MStV", () => {
    expect(legalNotice.sections.map((candidate) => candidate.id)).toEqual(
      expect.arrayContaining(["haftung-inhalte", "haftung-links", "urheberrecht", "redaktion"]),
    );
    expect(sectionText(section(legalNotice, "redaktion"))).toContain(siteConfig.adviser.name);
  });
});

describe("status words", () => {
  it("never calls the Makler a Versicherungsberater in any legal text", () => {
    for (const content of Object.values(documents)) expect(documentText(content)).not.toMatch(/versicherungsberater/i);
  });

  it("stops the build when a config text contradicts the declared status", () => {
    expect(() => buildLegalNotice(withConfig((c) => (c.registration.permission = "Versicherungsberater mit Erlaubnis nach § 34d Abs. 2 GewO")))).toThrow(
      /registration\.permission.*Versicherungsberater/,
    );
    expect(() => buildLegalNotice(withConfig((c) => (c.registration.permission = "Versicherungsvertreter mit Erlaubnis nach § 34d Abs. 1 GewO")))).toThrow(
      /registration\.permission.*Versicherungsvertreter/,
    );
  });

  it("uses the Vertreter wording throughout when the config declares that status", () => {
    const config = withConfig((c) => {
      c.registration.status = "versicherungsvertreter";
      c.registration.permission = "Versicherungsvertreter mit Erlaubnis nach § 34d Abs. 1 GewO";
      c.adviser.form = "männlich";
    });
    const profession = sectionText(section(buildLegalNotice(config), "beruf"));
    expect(profession).toContain("Status: Versicherungsvertreter mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO. Als Versicherungsvertreter vermittle ich");
    expect(profession).not.toMatch(/Makler/);
  });

  it.each([
    ["weiblich", "Berufsbezeichnung: Versicherungsmaklerin", "Als Versicherungsmaklerin bin ich an keinen Versicherer gebunden"],
    ["männlich", "Berufsbezeichnung: Versicherungsmakler\n", "Als Versicherungsmakler bin ich an keinen Versicherer gebunden"],
    [
      "neutral",
      "Berufsbezeichnung: Versicherungsmakler (§\u00a034d Abs.\u00a01 GewO)",
      "Mit dem Status Versicherungsmakler (§\u00a034d Abs.\u00a01 GewO) bin ich an keinen Versicherer gebunden",
    ],
  ] as const)("names a Makler in the form „%s“ in the Impressum and the Erstinformation", (form, title, meaning) => {
    const config = withConfig((c) => {
      c.registration.status = "versicherungsmakler";
      c.registration.permission = "Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO";
      c.adviser.form = form;
    });
    const profession = sectionText(section(buildLegalNotice(config), "beruf"));
    expect(profession).toContain(title);
    expect(profession).toContain(meaning);
    expect(documentText(buildFirstInformation(config))).toContain(meaning);
  });

  it("keeps citations from the config on one line", () => {
    expect(keepCitationTogether("nach § 34d Abs. 1 Nr. 2 GewO und Art. 6")).toBe("nach §\u00a034d Abs.\u00a01 Nr.\u00a02 GewO und Art.\u00a06");
  });
});

describe("Datenschutzerklärung", () => {
  const text = documentText(privacyPolicy);

  it("has the spec's eleven numbered sections in its order", () => {
    expect(privacyPolicy.numbered).toBe(true);
    expect(privacyPolicy.sections.map((candidate) => candidate.heading)).toEqual([
      "Verantwortlicher",
      "Erhobene Daten",
      "Zwecke der Verarbeitung",
      "Rechtsgrundlagen",
      "Empfänger",
      "Speicherdauer",
      "Ihre Rechte",
      "Cookies und Speicher im Browser",
      "Datensicherheit",
      "Kontakt und Beschwerde",
      "Änderungen dieser Datenschutzerklärung",
    ]);
  });

  it("names the controller from the site config", () => {
    const controller = privacyPolicy.sections[0];
    for (const value of [siteConfig.adviser.name, siteConfig.address.street, siteConfig.phone.display, siteConfig.email])
      expect(sectionText(controller)).toContain(value);
    expect(links(controller).map((link) => link.href)).toEqual([`tel:+${siteConfig.phone.digits}`, `mailto:${siteConfig.email}`]);
  });

  it("gives each processing its own legal basis", () => {
    const bases = sectionText(section(privacyPolicy, "rechtsgrundlagen"));
    expect(bases).toContain("Ihre Anfrage beantworten und Sie beraten: Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: Maßnahmen vor einem Vertrag");
    // One basis for every WhatsApp path, the form's and the direct links' (docs/decisions/0063): no consent to withdraw.
    expect(bases).toContain(
      `Ihre Anfrage über WhatsApp senden: Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: Sie wählen WhatsApp selbst als Weg zu mir, im Anfrageformular ebenso wie mit den WhatsApp-Links auf den Seiten. Das Häkchen „${whatsAppConsentBefore(siteConfig.adviser.name)}${wizardCopy.privacy.link}${wizardCopy.privacy.after}“`,
    );
    expect(bases).not.toContain("lit.\u00a0a DSGVO: Ihre Einwilligung. Mit dem Häkchen");
    expect(bases).toContain("Schutz vor massenhaften Anfragen: Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO");
    expect(bases).toContain("Angaben zu Ihrer Gesundheit: Art.\u00a09 Abs.\u00a02 lit.\u00a0a DSGVO: Ihre ausdrückliche Einwilligung");
    expect(bases).toContain("Bitte schicken Sie mir Angaben zu Ihrer Gesundheit nicht per WhatsApp");
    expect(bases).toContain("Server-Logdateien: Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO");
    expect(bases).toContain("Gesetzliche Aufbewahrung: Art.\u00a06 Abs.\u00a01 lit.\u00a0c DSGVO");
    expect(bases).toContain("§\u00a025 Abs.\u00a01 TDDDG");
  });

  it("says what WhatsApp receives, when, where it goes and where the chat is kept", () => {
    const whatsapp = sectionText(subsection(privacyPolicy, "whatsapp"));
    expect(whatsapp).toContain("Über WhatsApp überträgt die Website selbst Ihre Anfrage weder an mich noch an WhatsApp.");
    expect(whatsapp).toContain("öffnet Ihr Browser einen Link zu WhatsApp (wa.me)");
    expect(whatsapp).toContain("auch wenn Sie die Nachricht danach nicht abschicken");
    expect(whatsapp).toContain("Ihre Telefonnummer, Ihren Profilnamen, je nach Ihren Einstellungen Ihr Profilbild sowie die Nachricht");
    expect(whatsapp).toContain("Der Chat wird auf Ihrem und auf meinem Gerät gespeichert");
    expect(whatsapp).toContain("WhatsApp Ireland Limited, Merrion Road, Dublin\u00a04");
    expect(whatsapp).toContain("Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli\u00a02023 zum EU-U.S. Data Privacy Framework");
    expect(whatsapp).toContain("unter dem Meta Platforms, Inc. zertifiziert ist");
    const hrefs = links(subsection(privacyPolicy, "whatsapp")).map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining([`tel:+${siteConfig.phone.digits}`, `mailto:${siteConfig.email}`]));
  });

  it("says whether the adviser backs up WhatsApp chats and who receives the backup, from the config", () => {
    const backupOf = (chatBackup: SiteConfig["chatBackup"]) => sectionText(subsection(buildPrivacyPolicy({ ...siteConfig, chatBackup }), "whatsapp"));
    expect(backupOf({ location: "none", endToEndEncrypted: false })).toContain("Eine Chat-Sicherung von WhatsApp nutze ich nicht");
    const google = backupOf({ location: "google-drive", endToEndEncrypted: false });
    expect(google).toContain("in Google Drive. Empfänger dieser Sicherung ist die Google Ireland Limited");
    expect(google).toContain("nicht zusätzlich Ende-zu-Ende-verschlüsselt");
    const apple = backupOf({ location: "icloud", endToEndEncrypted: true });
    expect(apple).toContain("in iCloud. Empfänger dieser Sicherung ist die Apple Distribution International Ltd.");
    expect(apple).toContain("den Inhalt kann der Cloud-Anbieter nicht lesen");
    // The possible transfer to the USA with its basis, as each provider states it (docs/decisions/0067).
    expect(google).toContain(
      "an die Google LLC in den USA übermitteln kann. Grundlage dafür ist nach Angaben von Google der Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli\u00a02023 zum EU-U.S. Data Privacy Framework (Art.\u00a045 DSGVO), unter dem die Google LLC zertifiziert ist.",
    );
    expect(apple).toContain(
      "an die Apple Inc. in den USA übermitteln kann. Grundlage dafür sind nach Angaben von Apple die Standardvertragsklauseln der EU-Kommission (Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO).",
    );
  });

  it("lists what taking over a calculator's result adds to the message and to session storage", () => {
    const takeover = sectionText(subsection(privacyPolicy, "rechner-uebernahme"));
    expect(takeover).toContain(`„${calculatorCommon.handoverButton}“`);
    for (const item of [
      "im Feld Beruf Ihren Status",
      "im Feld Einkommen Ihr monatliches Bruttoentgelt",
      "Zeile „Hinweis“",
      "Jahresentgelt und Versicherungspflichtgrenze",
      "Beiträge von Arbeitnehmer und Arbeitgeber",
      "Bemessungssatz",
    ])
      expect(takeover).toContain(item);
    expect(takeover).toContain("sessionStorage");
    const draftEntry = sectionText(section(privacyPolicy, "cookies"));
    expect(draftEntry).toMatch(new RegExp(`${DRAFT_STORAGE_KEY} \\(sessionStorage\\)[^]*aus den Rechnern übernommene Ergebnisse`));
    // Kept until the enquiry is known to have arrived (docs/decisions/0063).
    expect(draftEntry).toContain(`„${wizardCopy.handoff.confirm}“`);
  });

  it("says the calculators keep their input in the address after „#“, which reaches no server, and where it stays", () => {
    const takeover = sectionText(subsection(privacyPolicy, "rechner-uebernahme"));
    expect(takeover).toContain(
      `in die Adresse der Seite (URL), hinter „#“, damit Sie das Ergebnis neu laden, als Lesezeichen speichern oder mit „${calculatorCommon.share.button}“ weitergeben können`,
    );
    expect(takeover).toContain("Den Teil einer Adresse hinter „#“ sendet der Browser nicht an den Server");
    expect(takeover).not.toContain("wie jede aufgerufene Adresse in den Server-Logdateien");
    const storage = section(privacyPolicy, "cookies").blocks.map(blockText).join("\n");
    expect(storage).toContain("im Teil der Seitenadresse hinter „#“ fest, den Ihr Browser an keinen Server sendet");
    expect(storage).toContain("in der Adresszeile dieses Tabs, im Verlauf Ihres Browsers und in Lesezeichen und Links, die Sie selbst anlegen");
  });

  it("names every way the form sends, the page's own first, and what it asks for", () => {
    const form = sectionText(subsection(privacyPolicy, "anfrageformular"));
    expect(form).toContain(`„${wizardCopy.sendByEmail}“: Ihr E-Mail-Programm öffnet sich mit derselben Nachricht an ${siteConfig.email}`);
    expect(form).toContain(
      `„${wizardCopy.delivery.send}“, wo das Formular diesen Knopf anbietet: Ihr Browser überträgt Ihre Angaben über eine verschlüsselte Verbindung`,
    );
    for (const field of ["Telefonnummer", "E-Mail-Adresse", enquiryMessageCopy.labels.kontaktweg, enquiryMessageCopy.labels.rueckruf, "Nachricht"])
      expect(form).toContain(field);
    const delivery = sectionText(subsection(privacyPolicy, "website-versand"));
    expect(delivery).toContain(`bei ${siteConfig.hosting.name}`);
    expect(delivery).toContain("Auf dem Server der Website wird sie nicht gespeichert");
    expect(delivery).toContain("höchstens 24\u00a0Stunden");
  });

  it("names the host, its logs, how long it keeps them and the processing agreement", () => {
    const { name, address } = siteConfig.hosting;
    expect(sectionText(subsection(privacyPolicy, "hosting"))).toContain(`Die Website liegt bei ${name}, ${address}.`);
    expect(text).toContain("Vertrag zur Auftragsverarbeitung nach Art.\u00a028 DSGVO");
    expect(sectionText(subsection(privacyPolicy, "server-logs"))).toContain("IP-Adresse, Datum und Uhrzeit des Abrufs, die aufgerufene Adresse (URL)");
    const weekOfLogs = buildPrivacyPolicy(withConfig((c) => (c.hosting.logRetentionDays = 7)));
    expect(sectionText(section(weekOfLogs, "speicherdauer"))).toContain("Server-Logdateien: sieben Tage lang beim Hosting-Dienstleister");
  });

  it("says a host in the EU/EEA is there, and names the transfer basis for one outside", () => {
    const hostingOf = (change: (hosting: SiteConfig["hosting"]) => void) =>
      sectionText(subsection(buildPrivacyPolicy(withConfig((c) => change(c.hosting))), "hosting"));
    const inEu = hostingOf((h) => {
      h.country = "Niederlande";
      delete h.transferBasis;
    });
    // The country named plainly, with the article German gives it (docs/decisions/0067).
    expect(inEu).toContain("Der Anbieter hat seinen Sitz in den Niederlanden, in der Europäischen Union.");
    expect(inEu).not.toMatch(/Art\.\u00a04[56]|oder im Europäischen Wirtschaftsraum|\(Niederlande\)/);
    expect(hostingOf((h) => (h.country = "Deutschland"))).toContain("Der Anbieter hat seinen Sitz in Deutschland, in der Europäischen Union.");
    expect(hostingOf((h) => (h.country = "Norwegen"))).toContain("Der Anbieter hat seinen Sitz in Norwegen, im Europäischen Wirtschaftsraum.");

    const us = hostingOf((h) => {
      h.country = "USA";
      h.transferBasis = "angemessenheitsbeschluss";
    });
    expect(us).toContain(
      "Der Anbieter hat seinen Sitz in den USA, außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums; die Server-Logdateien werden dorthin übermittelt.",
    );
    expect(us).toContain(
      `Grundlage dafür ist der Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli\u00a02023 zum EU-U.S. Data Privacy Framework (Art.\u00a045 DSGVO), unter dem ${siteConfig.hosting.name} zertifiziert ist.`,
    );

    const otherAdequate = hostingOf((h) => {
      h.country = "Schweiz";
      h.transferBasis = "angemessenheitsbeschluss";
    });
    expect(otherAdequate).toContain("Sitz in der Schweiz, außerhalb der Europäischen Union");
    expect(otherAdequate).toContain("Angemessenheitsbeschluss der EU-Kommission für dieses Land (Art.\u00a045 DSGVO)");
    expect(otherAdequate).not.toContain("Data Privacy Framework");

    const clauses = hostingOf((h) => {
      h.country = "USA";
      h.transferBasis = "standardvertragsklauseln";
    });
    expect(clauses).toContain(
      `Standardvertragsklauseln der EU-Kommission (Durchführungsbeschluss (EU) 2021/914, Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO), die ich mit ${siteConfig.hosting.name} vereinbart habe.`,
    );
    expect(clauses).toContain("Eine Kopie erhalten Sie auf Anfrage");
  });

  // A US e-mail or telephony provider gets the host's rule: country, basis, who is certified, and its role (docs/decisions/0067).
  it("names the country and the transfer basis of a provider outside the EU/EEA, with its role", () => {
    const recipientsOf = (change: (config: SiteConfig) => void) => sectionText(subsection(buildPrivacyPolicy(withConfig(change)), "email-telefon"));
    const mail = { name: "Muster Mail Inc.", address: "1 Main Street, Austin, TX 78701, USA", country: "USA" };
    const phone = { name: "Muster Voice Ltd.", address: "1 High Street, London EC1A 1AA, Vereinigtes Königreich", country: "Vereinigtes Königreich" };
    const dpf = recipientsOf((c) => {
      c.emailProvider = { ...mail, transferBasis: "angemessenheitsbeschluss" };
      c.telephonyProvider = { ...phone, transferBasis: "angemessenheitsbeschluss" };
    });
    expect(dpf).toContain(
      "Er verarbeitet sie in meinem Auftrag und nach meinen Weisungen (Auftragsverarbeitung nach Art.\u00a028 DSGVO). Er hat seinen Sitz in den USA, außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums; Ihre E-Mails werden dorthin übermittelt.",
    );
    expect(dpf).toContain(
      `Grundlage dafür ist der Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli\u00a02023 zum EU-U.S. Data Privacy Framework (Art.\u00a045 DSGVO), unter dem ${mail.name} zertifiziert ist.`,
    );
    expect(dpf).toContain(
      "das tut er als eigener Verantwortlicher. Er hat seinen Sitz im Vereinigten Königreich, außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums; die Verbindungsdaten werden dorthin übermittelt. Grundlage dafür ist der Angemessenheitsbeschluss der EU-Kommission für dieses Land (Art.\u00a045 DSGVO).",
    );
    const clauses = recipientsOf((c) => {
      c.emailProvider = { ...mail, transferBasis: "standardvertragsklauseln" };
      c.telephonyProvider = { ...phone, country: "USA", transferBasis: "standardvertragsklauseln" };
    });
    expect(clauses).toContain(`Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO), die ich mit ${mail.name} vereinbart habe. Eine Kopie erhalten Sie auf Anfrage`);
    expect(clauses).toContain(`Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO), auf die sich ${phone.name} dafür stützt. Eine Kopie erhalten Sie auf Anfrage`);
  });

  it("names the e-mail and telephony providers from the config, and their kind when the config has none", () => {
    const mail = { name: "Muster Mail GmbH", address: "Postweg 2, 04109 Leipzig, Deutschland", country: "Deutschland" };
    const phone = { name: "Muster Telefon AG", address: "Rufstraße 9, 01067 Dresden, Deutschland", country: "Deutschland" };
    const named = sectionText(
      subsection(
        buildPrivacyPolicy(
          withConfig((c) => {
            c.emailProvider = mail;
            c.telephonyProvider = phone;
          }),
        ),
        "email-telefon",
      ),
    );
    expect(named).toContain(`mein E-Mail-Anbieter, ${mail.name}, ${mail.address}. Er verarbeitet sie in meinem Auftrag`);
    expect(named).toContain(`mein Telefonanbieter, ${phone.name}, ${phone.address}, die Verbindungsdaten`);
    expect(named).toContain("(Auftragsverarbeitung nach Art.\u00a028 DSGVO). Er hat seinen Sitz in Deutschland, in der Europäischen Union.");
    expect(named).toContain("als eigener Verantwortlicher. Er hat seinen Sitz in Deutschland, in der Europäischen Union.");
    const unnamed = sectionText(
      subsection(
        buildPrivacyPolicy(
          withConfig((c) => {
            delete c.emailProvider;
            delete c.telephonyProvider;
          }),
        ),
        "email-telefon",
      ),
    );
    expect(unnamed).toContain("speichert und überträgt mein E-Mail-Anbieter. Er verarbeitet sie in meinem Auftrag");
    expect(unnamed).toContain("verarbeitet mein Telefonanbieter die Verbindungsdaten");
    expect(unnamed).not.toContain("Sitz");
    // The recipients section claims to be complete; the kinds of recipients it names include both channels.
    expect(sectionText(section(privacyPolicy, "empfaenger"))).toContain("Ihre Daten erhalten nur die hier genannten Stellen.");
    expect(privacyPolicy.sections.find((candidate) => candidate.id === "empfaenger")?.subsections?.map((sub) => sub.id)).toEqual([
      "hosting",
      "email-telefon",
      "website-versand",
      "whatsapp",
      "maklerverbund",
    ]);
  });

  it.each([
    [1, "einen Tag lang"],
    [12, "zwölf Tage lang"],
    [30, "30\u00a0Tage lang"],
  ])("writes a log retention of %i days as „%s“", (days, expected) => {
    const retention = sectionText(section(buildPrivacyPolicy(withConfig((c) => (c.hosting.logRetentionDays = days))), "speicherdauer"));
    expect(retention).toContain(`Server-Logdateien: ${expected}`);
  });

  it("says plainly in which role the Maklerverbund gets data, and only after a mandate", () => {
    const pool = sectionText(subsection(privacyPolicy, "maklerverbund"));
    expect(pool).toContain("Ihre Anfrage allein gebe ich nicht weiter.");
    expect(pool).toContain(`der Maklerverbund ${siteConfig.broker.name}, ${siteConfig.broker.address}.`);
    expect(pool).toContain("als Auftragsverarbeiter nach Art.\u00a028 DSGVO");
    expect(pool).toContain("als eigene Verantwortliche");
  });

  it("says whether data must be provided (Art. 13 Abs. 2 lit. e DSGVO)", () => {
    const duty = sectionText(subsection(privacyPolicy, "pflichtangaben"));
    expect(duty).toContain("weder gesetzlich noch vertraglich verpflichtet");
    expect(duty).toContain("Ohne Ihre Angaben kann ich Ihnen aber kein Angebot erstellen");
  });

  it("shows the right to object separately and prominently", () => {
    const objection = subsection(privacyPolicy, "widerspruchsrecht");
    expect(objection.prominent).toBe(true);
    expect(objection.heading).toBe("Widerspruchsrecht (Art.\u00a021 DSGVO)");
    expect(section(privacyPolicy, "rechte").subsections).toContain(objection);
    expect(partText(objection)).toContain("auf Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO beruht");
    expect(partText(objection)).toContain("Verteidigung von Rechtsansprüchen");
  });

  it("states retention under HGB and AO, counted from the end of the calendar year, and the spec's three years", () => {
    const retention = sectionText(section(privacyPolicy, "speicherdauer"));
    expect(retention).toContain(
      "Geschäftsbriefe sechs Jahre, Buchungsbelege wie Courtageabrechnungen acht Jahre, Handelsbücher und Jahresabschlüsse zehn Jahre (§\u00a0257 Abs.\u00a04 HGB, §\u00a0147 Abs.\u00a03 AO)",
    );
    expect(retention).toContain("beginnen mit dem Ende des Kalenderjahres");
    expect(retention).toContain("(§\u00a0257 Abs.\u00a05 HGB, §\u00a0147 Abs.\u00a04 AO)");
    expect(retention).toContain(
      "Anfragen ohne Vertragsabschluss, auch der WhatsApp-Chat und E-Mails, auch die über die Website gesendeten: drei Jahre ab dem Ende des Jahres",
    );
  });

  it("lists every key the site stores and what needs consent", () => {
    const storage = section(privacyPolicy, "cookies");
    expect(storage.blocks.map(blockText).join("\n")).toContain("Diese Website setzt keine Cookies.");
    const necessary = partText(subsection(privacyPolicy, "notwendige-eintraege"));
    for (const key of [`${CONSENT_KEY} (localStorage)`, `${CONSENT_DATE_KEY} (localStorage)`, `${DRAFT_STORAGE_KEY} (sessionStorage)`])
      expect(necessary).toContain(key);
    expect(necessary).toContain("§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG");
    const consented = partText(subsection(privacyPolicy, "einwilligung"));
    for (const key of ["Service Worker und Cache-Speicher (Cache Storage)", `${INSTALLED_KEY} (localStorage)`, `${DISMISSED_KEY} (localStorage)`])
      expect(consented).toContain(key);
    expect(consented).toContain("§\u00a025 Abs.\u00a01 TDDDG");
    expect(consented).toContain("sieben Tage lang");
    // As consent-rules.recordChoice stores it: a changed answer keeps the first answer's date.
    expect(necessary).toContain(
      `${CONSENT_DATE_KEY} (localStorage): Zeitpunkt Ihrer ersten Antwort. Ändern Sie Ihre Antwort später, bleibt dieser Zeitpunkt stehen`,
    );
    expect(partText(subsection(privacyPolicy, "cookie-einstellungen"))).toContain("meldet den Service Worker ab und löscht seine Caches");
  });

  it("names the authority competent for the configured Land, first and explicitly", () => {
    const complaint = section(privacyPolicy, "beschwerde");
    expect(sectionText(complaint)).toContain(
      "Zuständig für mich ist die Aufsichtsbehörde in Berlin:\nBerliner Beauftragte für Datenschutz und Informationsfreiheit\nAlt-Moabit 59–61\n10555\u00a0Berlin",
    );
    const table = subsection(privacyPolicy, "aufsichtsbehoerden").blocks.find((block) => block.kind === "facts");
    expect(table?.kind === "facts" && table.items.map((item) => item.term)).toEqual([
      "Berlin (für mich zuständig)",
      ...BUNDESLAENDER.filter((state) => state !== "Berlin"),
    ]);
  });

  it.each([
    ["Bayern", "in Bayern", "Bayerisches Landesamt für Datenschutzaufsicht\nPromenade 18\n91522\u00a0Ansbach"],
    ["Saarland", "im Saarland", "Unabhängiges Datenschutzzentrum Saarland\nFritz-Dobisch-Straße 12\n66111\u00a0Saarbrücken"],
  ] as const)("switches to the authority of %s when the business moves there", (state, where, authority) => {
    const policy = buildPrivacyPolicy(withConfig((c) => (c.address.state = state)));
    const complaint = sectionText(section(policy, "beschwerde"));
    expect(complaint).toContain(`Zuständig für mich ist die Aufsichtsbehörde ${where}:\n${authority}`);
    expect(complaint).toContain(`${state} (für mich zuständig)`);
    expect(complaint).not.toContain("Berlin (für mich zuständig)");
  });

  it("numbers its cross-references like the sections they point to", () => {
    const positionOf = (anchor: string) =>
      privacyPolicy.sections.findIndex((candidate) => candidate.id === anchor || candidate.subsections?.some((sub) => sub.id === anchor)) + 1;
    const references = links(privacyPolicy).filter((link) => link.text.startsWith("Abschnitt"));
    expect(references.length).toBeGreaterThan(5);
    for (const reference of references) {
      const anchor = reference.href.replace("/datenschutz#", "");
      expect(reference.text, reference.href).toBe(`Abschnitt\u00a0${positionOf(anchor)}`);
    }
  });
});

describe("supervisory authorities", () => {
  it("has one for every Land, with a full address and an https website", () => {
    expect(Object.keys(supervisoryAuthorities).sort()).toEqual([...BUNDESLAENDER].sort());
    for (const state of BUNDESLAENDER) {
      const authority = supervisoryAuthorityFor({ state });
      expect(authority.name.length, state).toBeGreaterThan(10);
      expect(authority.street, state).toMatch(/\S+ \d+[a-z]?(–\d+)?$/);
      expect(authority.postalCode, state).toMatch(/^\d{5}$/);
      expect(new URL(authority.website).protocol, state).toBe("https:");
    }
    const websites = Object.values(supervisoryAuthorities).map((authority) => authority.website);
    expect(new Set(websites).size).toBe(16);
  });

  it("orders the list with the competent one first and the rest alphabetically", () => {
    const order = authoritiesCompetentFirst("Hessen").map((entry) => entry.state);
    expect(order[0]).toBe("Hessen");
    expect(order.slice(1)).toEqual(BUNDESLAENDER.filter((state: Bundesland) => state !== "Hessen"));
  });
});

describe("all legal documents", () => {
  const legalPaths = new Set(legalRoutes.map((route) => route.path as string));

  const anchorsOf = (content: LegalDocumentContent) =>
    content.sections.flatMap((candidate) => [candidate.id, ...(candidate.subsections ?? []).map((sub) => sub.id)]).filter((id): id is string => Boolean(id));

  it.each(Object.entries(documents))("%s opens every external page in a new tab", (_slug, content) => {
    const external = links(content).filter((each) => each.href.startsWith("https:"));
    expect(external.length).toBeGreaterThan(1);
    expect(external.filter((each) => !each.newTab)).toEqual([]);
  });

  it.each(Object.entries(documents))("%s links the other legal documents by path, to anchors that exist", (_slug, content) => {
    const internal = links(content).filter((each) => each.href.startsWith("/") && each.href !== firstInformationPdfPath);
    const broken = internal.filter((each) => {
      const [path, anchor] = each.href.split("#");
      if (!legalPaths.has(path)) return true;
      return anchor !== undefined && !anchorsOf(documents[path.slice(1) as keyof typeof documents]).includes(anchor);
    });
    expect(broken).toEqual([]);
    const other = links(content).filter((each) => !each.href.startsWith("/") && !each.href.startsWith("https:"));
    expect(other.filter((each) => !/^(tel:\+\d+|mailto:\S+@\S+)$/.test(each.href))).toEqual([]);
  });

  it.each(Object.entries(documents))("%s has unique anchors that clash with nothing else on the page", (_slug, content) => {
    const ids = anchorsOf(content);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      // A legacy #impressum / #datenschutz hash opens a dialog; the page's own anchors must not trigger that.
      expect(legalRoutes.map((route) => route.slug as string)).not.toContain(id);
      expect([...Object.values(sectionIds), "inhalt"]).not.toContain(id);
    }
  });

  it.each(Object.entries(documents))("%s speaks as „ich“ and writes „z. B.“ with a narrow space", (_slug, content) => {
    const all = documentText(content);
    expect(all).not.toMatch(/\b(wir|unser\w*|uns)\b/i);
    expect(all).not.toMatch(/z\.( |\u00a0)?B\./);
    expect(all).not.toMatch(/§ /);
    expect(all).not.toContain('"');
  });
});

describe("cookie banner", () => {
  const body = `${cookieBanner.text} ${cookieBanner.details.link}`;
  const storage = sectionText(section(privacyPolicy, "cookies"));

  it("keeps the spec's button labels", () => {
    expect([cookieBanner.accept, cookieBanner.decline]).toEqual(["Alle akzeptieren", "Ablehnen"]);
  });

  // The banner's wording is the owner's (texte/cookie-hinweis.yaml); the shipped words are held to what they must say.
  it.runIf(SHIPPED_EXAMPLE)("says that there are no cookies and what accepting allows; its link names the withdrawal", () => {
    expect(cookieBanner.text).toMatch(/keine Cookies/i);
    expect(cookieBanner.text).toMatch(/„Alle akzeptieren“.*Offline-Kopie.*App/);
    // Art. 7 Abs. 3 Satz 3 DSGVO: told before consenting that it can be withdrawn.
    expect(cookieBanner.details.link).toContain("Widerruf");
  });

  it("leaves the details to the section it links, which says what declining stores and where the answer is changed or withdrawn", () => {
    expect(storage).toContain("Nach „Ablehnen“ legt die Website nichts davon an; sie speichert dann nur Ihre Antwort.");
    expect(storage).toContain("Ihre Wahl ändern Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß.");
    expect(storage).toMatch(/„Ablehnen“, widerrufen Sie Ihre Einwilligung/);
  });

  it("fits a small screen: text and link within the schema's limit of characters", () => {
    expect(body.length).toBeLessThanOrEqual(COOKIE_BANNER_MAX_CHARS);
  });

  it("where the browser stores nothing, the toast says the question returns on every page, not only at the next visit", () => {
    // Nothing stored means every page load asks again (tests/e2e/consent.spec.ts), within the same visit too.
    const notStored = toastMessages.cookieChoiceNotStored.description;
    expect(notStored).not.toMatch(/Besuch/);
    expect(notStored).toMatch(/nur für diese Seite/);
    expect(notStored).toMatch(/jeder weiteren/);
  });

  it("links the storage section of the privacy policy", () => {
    expect(cookieBanner.details.href).toBe("/datenschutz#cookies");
    expect(section(privacyPolicy, "cookies").heading).toBe("Cookies und Speicher im Browser");
  });
});

describe("legal texts read the adviser only from the config (docs/decisions/0040)", () => {
  /** Another adviser: every identity value of the config it is built from replaced. */
  const other = withConfig((c) => {
    c.brand = "Krankenversicherung Anders";
    c.adviser = { ...c.adviser, name: "Andrea Anders", form: "weiblich", professionalTitleState: "Deutschland", qualification: "Versicherungsfachfrau (IHK)" };
    c.broker = { ...c.broker, name: "Anderer Pool eG", address: "Poolweg 1, 01067 Dresden" };
    c.phone = { display: "0351 000000", digits: "49351000000" };
    c.email = "post@anders.example.org";
    c.address = { street: "Andere Gasse 3", postalCode: "01069", city: "Dresden", state: "Sachsen", country: "Bundesrepublik Deutschland" };
    c.registration = { ...c.registration, chamber: "IHK Dresden", chamberAddress: "Langer Weg 4, 01239 Dresden", registerNumber: "D-ZZZZ-YYYYY-99" };
    c.liabilityInsurance = { insurer: "Andere Versicherung AG", address: "Risikostraße 8, 80331 München", scope: "Europäische Union" };
    c.hosting = { name: "Anderer Host B.V.", address: "Kade 1, 1011 Amsterdam, Niederlande", logRetentionDays: 14, country: "Niederlande" };
    c.legalTexts = { privacyPolicyDate: "2031-02-03", legalNoticeDate: "2031-02-04", firstInformationDate: "2031-02-05" };
    c.siteUrl = "https://anders.example.org";
  });
  const shipped = siteConfig;
  const shippedValues = [
    shipped.brand,
    shipped.adviser.name,
    shipped.broker.name,
    shipped.broker.address,
    shipped.phone.display,
    shipped.email,
    shipped.address.street,
    shipped.registration.chamber,
    shipped.registration.chamberAddress,
    shipped.registration.registerNumber,
    shipped.liabilityInsurance.insurer,
    shipped.liabilityInsurance.address,
    shipped.hosting.name,
    shipped.hosting.address,
    formatIsoDate(shipped.legalTexts.privacyPolicyDate),
    new URL(shipped.siteUrl).host,
  ];

  it.each([
    ["Impressum", buildLegalNotice],
    ["Datenschutzerklärung", buildPrivacyPolicy],
    ["Erstinformation", buildFirstInformation],
  ] as const)("%s built for another adviser shows nothing of the config it replaced", (_title, build) => {
    const content = build(other);
    const rendered = `${documentText(content)}\n${versionText(content)}`;
    expect(shippedValues.filter((value) => rendered.includes(value))).toEqual([]);
    expect(rendered).toContain(other.adviser.name);
  });
});
