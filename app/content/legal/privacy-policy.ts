/**
 * Datenschutzerklärung (spec §2 "Privacy dialog"): eleven numbered sections. The controller's
 * identity comes from the site config; retention periods follow spec §9; section 8 names every
 * entry the site keeps in the browser (a unit test checks them against the storage keys in use).
 * The version date shown is the day of reading (spec), added by the dialog.
 */
import { siteConfig } from "~/config/site-config";
import { externalLink, facts, lines, link, list, paragraph, type LegalDocumentContent, type LegalSection } from "./legal-types";
import { supervisoryAuthorityFor } from "./supervisory-authorities";

const { adviser, address, phone, email, broker } = siteConfig;
const phoneLink = link(phone.display, `tel:+${phone.digits}`);
const emailLink = link(email, `mailto:${email}`);
const authority = supervisoryAuthorityFor(address);

const sections: readonly [LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection, LegalSection] = [
  {
    heading: "Verantwortlicher",
    blocks: [
      paragraph("Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:"),
      lines(
        `${adviser.name} (${siteConfig.brand})`,
        address.street,
        `${address.postalCode}\u00a0${address.city}`,
        address.country,
        ["Telefon: ", phoneLink],
        ["E-Mail: ", emailLink],
      ),
      paragraph("Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu gesetzlich nicht verpflichtet sind."),
    ],
  },
  {
    heading: "Erhobene Daten",
    blocks: [
      list(
        [
          "Beim Aufruf der Website übermittelt Ihr Browser technisch bedingt Daten an den Server, der die Seiten ausliefert: IP-Adresse, Datum und Uhrzeit des Abrufs, die aufgerufene Adresse, die zuvor besuchte Seite (Referrer), Browser und Betriebssystem, übertragene Datenmenge und Statuscode. Sie werden in Server-Logdateien gespeichert.",
        ],
        [
          "Im Anfrageformular: Name, Alter, Beruf, monatliches Bruttoeinkommen und der gewünschte Versicherungsschutz. Das Formular sendet nichts an unseren Server. Ihre Angaben bleiben in Ihrem Browser, bis Sie die Anfrage absenden; dann öffnet sich WhatsApp mit einer vorbereiteten Nachricht, die Sie selbst abschicken (Abschnitt\u00a05).",
        ],
        ["Wenn Sie uns anrufen oder schreiben: die Angaben, die Sie uns dabei machen, etwa Name, Telefonnummer, E-Mail-Adresse und Ihr Anliegen."],
        ["Im Speicher Ihres Browsers: wenige Einträge, die die Website für ihre Funktion braucht (Abschnitt\u00a08)."],
      ),
      paragraph(
        "Wir setzen keine Analyse-, Tracking- oder Werbewerkzeuge ein und binden keine Inhalte anderer Anbieter ein: Schriften, Bilder und Programmcode kommen ausschließlich von unserem eigenen Server.",
      ),
      paragraph(
        "Angaben zu Ihrer Gesundheit fragen wir über die Website nicht ab. Bitte senden Sie uns solche Angaben auch nicht per WhatsApp oder E-Mail; wir besprechen sie im Beratungsgespräch.",
      ),
    ],
  },
  {
    heading: "Zwecke der Verarbeitung",
    blocks: [
      list(
        ["die Website sicher und störungsfrei bereitzustellen und Angriffe zu erkennen (Server-Logdateien),"],
        ["Ihre Anfrage zu beantworten, Sie zu beraten und – wenn Sie es wünschen – Tarife zu vergleichen und einen Versicherungsvertrag zu vermitteln,"],
        ["Ihre Einstellungen im Browser zu behalten, etwa Ihre Antwort auf den Cookie-Hinweis,"],
        ["gesetzliche Aufbewahrungspflichten zu erfüllen, wenn ein Vertrag zustande kommt."],
      ),
    ],
  },
  {
    heading: "Rechtsgrundlagen",
    blocks: [
      facts(
        [
          "Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO (Einwilligung)",
          "Sie stimmen im Anfrageformular der Verarbeitung Ihrer Angaben zu und senden die Anfrage ab. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.",
        ],
        [
          "Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO (Vertrag und vorvertragliche Maßnahmen)",
          "Beratung, Angebote und die Vermittlung eines Versicherungsvertrags auf Ihre Anfrage hin.",
        ],
        ["Art.\u00a06 Abs.\u00a01 lit.\u00a0c DSGVO (rechtliche Verpflichtung)", "Aufbewahrung von Vertragsunterlagen nach Handels- und Steuerrecht."],
        [
          "Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO (berechtigtes Interesse)",
          "Server-Logdateien; unser berechtigtes Interesse ist ein sicherer und störungsfreier Betrieb der Website.",
        ],
        [
          "§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG",
          "Einträge im Speicher Ihres Browsers, die unbedingt erforderlich sind, damit die Website die von Ihnen gewünschten Funktionen bereitstellt (Abschnitt\u00a08).",
        ],
      ),
    ],
  },
  {
    heading: "Empfänger",
    blocks: [
      paragraph(
        "Hosting: Die Website liegt bei einem Hosting-Dienstleister, der die Server-Logdateien in unserem Auftrag und nach unseren Weisungen verarbeitet (Auftragsverarbeitung nach Art.\u00a028 DSGVO).",
      ),
      paragraph(
        "WhatsApp: Wenn Sie Ihre Anfrage absenden, öffnet sich WhatsApp mit einer vorbereiteten Nachricht. Erst wenn Sie diese Nachricht in WhatsApp abschicken, erhält WhatsApp Ireland Limited, Merrion Road, Dublin\u00a04, D04\u00a0X2K5, Irland, Ihre Angaben. WhatsApp übermittelt Daten auch an die Muttergesellschaft Meta Platforms, Inc. in den USA; Grundlage ist der Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework (Art.\u00a045 DSGVO), unter dem Meta zertifiziert ist. Wie WhatsApp Ihre Daten verarbeitet, lesen Sie in der ",
        externalLink("Datenschutzrichtlinie von WhatsApp", "https://www.whatsapp.com/legal/privacy-policy-eea"),
        ".",
      ),
      paragraph("Sie müssen WhatsApp nicht nutzen: Sie erreichen uns genauso telefonisch unter ", phoneLink, " oder per E-Mail an ", emailLink, "."),
      paragraph(
        `Versicherer und Maklerverbund: Wenn Sie uns beauftragen, Angebote einzuholen oder einen Antrag zu stellen, geben wir die dafür nötigen Angaben an die betreffenden Versicherungsunternehmen und an unseren Partner, den ${broker.name}, weiter.`,
      ),
      paragraph("Darüber hinaus geben wir Ihre Daten nicht weiter und verkaufen sie nicht."),
    ],
  },
  {
    heading: "Speicherdauer",
    blocks: [
      facts(
        ["Anfragen ohne Vertragsabschluss", "drei Jahre nach Abschluss der Anfrage (regelmäßige Verjährungsfrist, §\u00a0195 BGB), danach werden sie gelöscht."],
        ["Vertragsdaten", "bis zu zehn Jahre nach Ende des Vertrags, soweit handels- und steuerrechtliche Aufbewahrungspflichten bestehen (§\u00a0257 HGB, §\u00a0147 AO)."],
        ["Server-Logdateien", "sieben Tage, danach werden sie gelöscht."],
        ["Einträge im sessionStorage", "bis Sie den Tab oder Browser schließen."],
        ["Einträge im localStorage", "höchstens zwölf Monate; danach löscht die Website sie beim nächsten Besuch. Sie können sie jederzeit selbst löschen (Abschnitt\u00a08)."],
      ),
    ],
  },
  {
    heading: "Ihre Rechte",
    blocks: [
      paragraph("Sie haben das Recht auf"),
      list(
        ["Auskunft über Ihre bei uns gespeicherten Daten (Art.\u00a015 DSGVO),"],
        ["Berichtigung unrichtiger Daten (Art.\u00a016 DSGVO),"],
        ["Löschung (Art.\u00a017 DSGVO) und Einschränkung der Verarbeitung (Art.\u00a018 DSGVO),"],
        ["Datenübertragbarkeit (Art.\u00a020 DSGVO),"],
        ["Widerspruch gegen eine Verarbeitung, die auf unserem berechtigten Interesse beruht (Art.\u00a021 DSGVO),"],
        ["Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art.\u00a07 Abs.\u00a03 DSGVO),"],
        ["Beschwerde bei einer Aufsichtsbehörde (Art.\u00a077 DSGVO, Abschnitt\u00a010)."],
      ),
      paragraph("Eine formlose Nachricht an die Kontaktdaten in Abschnitt\u00a01 genügt."),
    ],
  },
  {
    heading: "Cookies und Speicher im Browser",
    blocks: [
      paragraph(
        "Diese Website setzt keine Cookies. Sie nutzt den Speicher Ihres Browsers (localStorage und sessionStorage) für die folgenden Einträge. Sie bleiben in Ihrem Browser und werden nie an uns übertragen:",
      ),
      facts(
        ["cookieConsent (localStorage)", "Ihre Antwort auf den Cookie-Hinweis („accepted“ oder „declined“), damit er nicht bei jedem Besuch erneut erscheint."],
        [
          "cookieConsentDate (localStorage)",
          "Zeitpunkt Ihrer ersten Antwort. Zwölf Monate danach löscht die Website alle hier genannten localStorage-Einträge und fragt erneut.",
        ],
        ["pwa-installed (localStorage)", "Vermerk, dass Sie die Website als App installiert haben, damit der Installationshinweis nicht mehr erscheint."],
        [
          "pwa-install-dismissed (localStorage)",
          "Zeitpunkt, zu dem Sie den Installationshinweis geschlossen haben; er erscheint dann sieben Tage lang nicht. Danach wird der Eintrag gelöscht.",
        ],
        [
          "Entwurf Ihrer Anfrage (sessionStorage, bis zum Schließen des Tabs)",
          "Ihre bisherigen Eingaben im Anfrageformular, damit sie beim Neuladen der Seite nicht verloren gehen.",
        ],
      ),
      paragraph(
        "Außerdem legt Ihr Browser eine Offline-Kopie der Seiten an (Service Worker und Cache-Speicher), damit die Website schneller und auch ohne Internetverbindung lädt. Sie enthält nur die öffentlichen Seiten, keine Angaben von Ihnen.",
      ),
      paragraph(
        "Ihre Antwort auf den Cookie-Hinweis ändern Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß. Alle Einträge löschen Sie in den Einstellungen Ihres Browsers, etwa mit „Websitedaten löschen“.",
      ),
    ],
  },
  {
    heading: "Datensicherheit",
    blocks: [
      paragraph(
        "Die Website wird nur verschlüsselt über HTTPS ausgeliefert. Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen nach dem Stand der Technik (Art.\u00a032 DSGVO) vor Verlust, Missbrauch und unbefugtem Zugriff.",
      ),
      paragraph(
        "WhatsApp-Nachrichten sind Ende-zu-Ende-verschlüsselt. E-Mails sind in der Regel nur auf dem Transportweg verschlüsselt; vertrauliche Unterlagen senden Sie uns deshalb bitte erst nach Absprache.",
      ),
    ],
  },
  {
    heading: "Kontakt und Beschwerde",
    blocks: [
      paragraph("Bei Fragen zum Datenschutz und um Ihre Rechte auszuüben, wenden Sie sich an die Kontaktdaten in Abschnitt\u00a01."),
      paragraph("Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art.\u00a077 DSGVO). Für uns zuständig ist:"),
      lines(
        authority.name,
        authority.street,
        `${authority.postalCode}\u00a0${authority.city}`,
        [externalLink(new URL(authority.website).host, authority.website)],
      ),
    ],
  },
  {
    heading: "Änderungen dieser Datenschutzerklärung",
    blocks: [
      paragraph(
        "Wir passen diese Datenschutzerklärung an, wenn sich die Website, unsere Verarbeitung oder die Rechtslage ändert. Es gilt die Fassung, die Sie hier abrufen.",
      ),
    ],
  },
];

export const privacyPolicy: LegalDocumentContent = {
  title: "Datenschutzerklärung",
  numbered: true,
  sections,
  versionLabel: "Stand:",
};
