/**
 * Datenschutzerklärung: the spec's eleven numbered sections in its order (controller, data,
 * purposes, legal bases, recipients, retention, rights, cookies, security, complaint, changes),
 * some with subsections. Built from the site config; the browser-storage keys are the ones the
 * code uses (imported, so a renamed key changes the text with it).
 *
 * Deliberate departure from the spec: the version date is a fixed day from the config
 * (legalTexts.privacyPolicyDate), not the day of reading — a date that changes daily is false.
 */
import { siteConfig } from "~/config/site-config";
import type { Bundesland, SiteConfig } from "~/config/site-config-schema";
import { beihilfeCopy, calculatorCommon, gkvCopy, switchCheckCopy } from "~/content/calculators";
import { cookieBanner } from "~/content/consent";
import { enquiryMessageCopy, whatsAppConsentBefore, wizardCopy } from "~/content/wizard";
import { CONSENT_DATE_KEY, CONSENT_KEY, DAY_MS } from "~/modules/consent-rules";
import { CONTACT_BAR_DISMISSED_KEY } from "~/modules/contact-bar";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { telHref } from "~/modules/tel-link";
import { DISMISSAL_WINDOW_MS, DISMISSED_KEY, INSTALLED_KEY } from "~/modules/install-rules";
import {
  externalLink,
  facts,
  legalPageLink,
  lines,
  link,
  list,
  paragraph,
  websiteLink,
  type Inline,
  type LegalDocumentContent,
  type LegalSection,
} from "./legal-types";
import { DATA_PRIVACY_FRAMEWORK, chatBackupText, emailRecipientText, hostingTransferText, telephonyRecipientText } from "./recipients";
import { authoritiesCompetentFirst, supervisoryAuthorityFor } from "./supervisory-authorities";

type ElevenSections = readonly [
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
  LegalSection,
];

const smallNumbers = ["null", "einen", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"];

/** 7 → "sieben Tage", 1 → "einen Tag", 30 → "30 Tage" (accusative, as in „sieben Tage lang“). */
function dayCount(days: number): string {
  if (days === 1) return "einen Tag";
  return days < smallNumbers.length ? `${smallNumbers[days]} Tage` : `${days}\u00a0Tage`;
}

/** „in Berlin“, „im Saarland“: the one Land whose name takes an article. */
function inLand(state: Bundesland): string {
  return state === "Saarland" ? "im Saarland" : `in ${state}`;
}

/** The wizard's checkbox label as the visitor reads it (without the required-field asterisk). */
const consentLabel = (adviserName: string) => `${whatsAppConsentBefore(adviserName)}${wizardCopy.privacy.link}${wizardCopy.privacy.after}`;

/**
 * The cookie banner's name and buttons as the visitor reads them there: one definition, the
 * banner's owner file (texte/cookie-hinweis.yaml through app/content/consent.ts). The footer's
 * „Cookie-Einstellungen“ link, which reopens the banner, is named as that component writes it.
 */
const bannerName = `„${cookieBanner.heading}“`;
const acceptLabel = `„${cookieBanner.accept}“`;
const declineLabel = `„${cookieBanner.decline}“`;

/** A cross-reference such as „Abschnitt 5“, linked to that section's anchor. */
const sectionRef = (anchor: string, text: string) => legalPageLink(text, "datenschutz", anchor);

export function buildPrivacyPolicy(config: SiteConfig): LegalDocumentContent {
  const { adviser, address, phone, email, broker, hosting, chatBackup, emailProvider, telephonyProvider } = config;
  const phoneLink = link(phone.display, telHref(phone.digits));
  const emailLink = link(email, `mailto:${email}`);
  const authority = supervisoryAuthorityFor(address);
  const sendLabel = `„${wizardCopy.send}“`;
  const refs = {
    websiteDelivery: sectionRef("website-versand", "Abschnitt\u00a05"),
    emailProvider: sectionRef("email-telefon", "Abschnitt\u00a05"),
    retention: sectionRef("speicherdauer", "Abschnitt\u00a06"),
    controller: sectionRef("verantwortlicher", "Abschnitt\u00a01"),
    legalBases: sectionRef("rechtsgrundlagen", "Abschnitt\u00a04"),
    recipients: sectionRef("empfaenger", "Abschnitt\u00a05"),
    whatsapp: sectionRef("whatsapp", "Abschnitt\u00a05"),
    storage: sectionRef("cookies", "Abschnitt\u00a08"),
    complaint: sectionRef("beschwerde", "Abschnitt\u00a010"),
  };

  const sections: ElevenSections = [
    {
      heading: "Verantwortlicher",
      id: "verantwortlicher",
      blocks: [
        paragraph(
          "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website und bei Ihrer Anfrage im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
        ),
        lines(
          `${adviser.name} (${config.brand})`,
          address.street,
          `${address.postalCode}\u00a0${address.city}`,
          address.country,
          ["Telefon: ", phoneLink],
          ["E-Mail: ", emailLink],
        ),
        paragraph(
          "Einen Datenschutzbeauftragten habe ich nicht benannt, weil ich dazu gesetzlich nicht verpflichtet bin (Art.\u00a037 DSGVO, §\u00a038 BDSG).",
        ),
      ],
    },
    {
      heading: "Erhobene Daten",
      id: "daten",
      blocks: [paragraph("Ich verarbeite nur die Daten, die ich für den jeweiligen Zweck brauche.")],
      subsections: [
        {
          heading: "Beim Besuch der Website",
          id: "server-logs",
          blocks: [
            paragraph(
              "Ihr Browser übermittelt beim Abruf jeder Seite technisch bedingt Daten an den Server meines Hosting-Dienstleisters (",
              refs.recipients,
              "): IP-Adresse, Datum und Uhrzeit des Abrufs, die aufgerufene Adresse (URL), die zuvor besuchte Seite (Referrer), Browser und Betriebssystem (User-Agent), übertragene Datenmenge und Statuscode. Der Server speichert sie in Logdateien.",
            ),
            paragraph(
              "Ich setze keine Analyse-, Tracking- oder Werbewerkzeuge ein und binde keine Inhalte anderer Anbieter ein: Schriften, Bilder und Programmcode kommen ausschließlich vom Server dieser Website.",
            ),
          ],
        },
        {
          heading: "Im Anfrageformular",
          id: "anfrageformular",
          blocks: [
            paragraph(
              `Das Formular fragt Name, Alter, Beruf, monatliches Bruttoeinkommen und den gewünschten Versicherungsschutz ab, außerdem – freiwillig – Ihre Telefonnummer und Ihre E-Mail-Adresse, wie ich Sie am liebsten erreiche („${enquiryMessageCopy.labels.kontaktweg}“), an welchem Tag und zu welcher Uhrzeit ich Sie anrufen darf („${enquiryMessageCopy.labels.rueckruf}“) und eine Nachricht in Ihren eigenen Worten. Ihre Angaben bleiben in Ihrem Browser (`,
              refs.storage,
              "), bis Sie einen der Wege zum Senden wählen:",
            ),
            list(
              [
                `„${wizardCopy.delivery.send}“, wo das Formular diesen Knopf anbietet: Ihr Browser überträgt Ihre Angaben über eine verschlüsselte Verbindung an den Server dieser Website, der sie sofort als E-Mail an mein Postfach weitergibt und nicht speichert (`,
                refs.websiteDelivery,
                "). Dafür brauche ich Ihre Telefonnummer oder Ihre E-Mail-Adresse, damit ich antworten kann.",
              ],
              [`${sendLabel}: WhatsApp öffnet sich mit einer vorbereiteten Nachricht, die Sie dort selbst abschicken (`, refs.whatsapp, ")."],
              [
                `„${wizardCopy.sendByEmail}“: Ihr E-Mail-Programm öffnet sich mit derselben Nachricht an ${email}; die E-Mail erhalte ich, wenn Sie sie absenden.`,
              ],
            ),
          ],
        },
        {
          heading: "Aus den Rechnern übernommen",
          id: "rechner-uebernahme",
          blocks: [
            paragraph(
              `Wählen Sie in einem der Rechner „${calculatorCommon.handoverButton}“, trägt die Website das Ergebnis in Ihren Anfrage-Entwurf ein: im Feld Beruf Ihren Status aus dem Rechner (angestellt, selbstständig, verbeamtet oder Versorgungsempfänger, beim Beihilfe-Rechner mit Ihrem Dienstherrn), im Feld Einkommen Ihr monatliches Bruttoentgelt, soweit der Rechner es kennt, und eine zusätzliche Zeile „${enquiryMessageCopy.labels.hinweisWechsel}“. Sie enthält bei „${switchCheckCopy.title}“ das Ergebnis mit Jahr, Jahresentgelt und Versicherungspflichtgrenze, bei „${gkvCopy.title}“ das Monatsentgelt und die Beiträge von Arbeitnehmer und Arbeitgeber, beim „${beihilfeCopy.title}“ Dienstherrn, Status, die Person, für die gerechnet wurde, die Zahl der Kinder, den Bemessungssatz und den Anteil für die private Versicherung.`,
            ),
            paragraph(
              "Diese Angaben stehen dann im Entwurf im Speicher Ihres Browsers (sessionStorage, ",
              refs.storage,
              ") und in der vorbereiteten Nachricht. Sie sehen sie in der Übersicht vor dem Absenden und können sie dort ändern; an mich gehen sie nur, wenn Sie die Nachricht absenden.",
            ),
            paragraph(
              `Was Sie in einen Rechner eintragen, schreibt die Website außerdem in die Adresse der Seite (URL), hinter „#“, damit Sie das Ergebnis neu laden, als Lesezeichen speichern oder mit „${calculatorCommon.share.button}“ weitergeben können (`,
              refs.storage,
              "). Das geschieht in Ihrem Browser. Den Teil einer Adresse hinter „#“ sendet der Browser nicht an den Server, auch nicht, wenn Sie oder jemand, dem Sie den Link geben, ihn aufrufen; in die Server-Logdateien (",
              sectionRef("server-logs", "Abschnitt\u00a02"),
              ") gelangt er daher nicht. Ältere Links, in denen die Angaben noch hinter „?“ stehen, erreichen den Server beim Aufruf wie jede Adresse; die Website schreibt sie danach in die Form mit „#“ um.",
            ),
          ],
        },
        {
          heading: "Über WhatsApp, Telefon und E-Mail",
          id: "kontaktwege",
          blocks: [
            paragraph(
              "Schicken Sie mir Ihre Anfrage per WhatsApp, erhalte ich Ihre Telefonnummer, Ihren WhatsApp-Profilnamen, je nach Ihren Einstellungen Ihr Profilbild, den Text Ihrer Anfrage und alles, was Sie mir im Chat weiter schreiben oder schicken. Rufen Sie mich an oder schreiben Sie mir eine E-Mail, verarbeite ich die Angaben, die Sie mir dabei machen, etwa Name, Telefonnummer, E-Mail-Adresse und Ihr Anliegen.",
            ),
          ],
        },
        {
          heading: "Wenn Sie mich beauftragen",
          id: "auftrag",
          blocks: [
            paragraph(
              "Für Angebote und Anträge brauche ich weitere Angaben, etwa Geburtsdatum, Anschrift, Bankverbindung und die Angaben zu Ihrer Gesundheit, nach denen die Versicherer fragen. Gesundheitsangaben verarbeite ich nur mit Ihrer gesonderten, ausdrücklichen Einwilligung (",
              refs.legalBases,
              ").",
            ),
          ],
        },
        {
          heading: "Müssen Sie mir Daten geben?",
          id: "pflichtangaben",
          blocks: [
            paragraph(
              "Für Ihre Anfrage sind Sie weder gesetzlich noch vertraglich verpflichtet, mir Daten zu geben. Ohne Ihre Angaben kann ich Ihnen aber kein Angebot erstellen (Art.\u00a013 Abs.\u00a02 lit.\u00a0e DSGVO). Stellen Sie später einen Versicherungsantrag, müssen Sie die Fragen des Versicherers nach Ihrer Gesundheit und anderen Gefahrumständen wahrheitsgemäß beantworten (§\u00a019 VVG); ohne diese Angaben kommt kein Vertrag zustande.",
            ),
          ],
        },
      ],
    },
    {
      heading: "Zwecke der Verarbeitung",
      id: "zwecke",
      blocks: [
        paragraph("Ich verarbeite Ihre Daten, um"),
        list(
          ["die Website sicher und störungsfrei bereitzustellen und Angriffe zu erkennen (Server-Logdateien),"],
          [
            "Ihre Anfrage zu beantworten, Sie zu beraten, Tarife zu vergleichen und – wenn Sie mich beauftragen – einen Versicherungsvertrag zu vermitteln und zu betreuen,",
          ],
          [
            `Ihre Wahl zum Hinweis ${bannerName} und Ihren Anfrage-Entwurf im Browser zu behalten und, wenn Sie zustimmen, eine Offline-Kopie der Website anzulegen,`,
          ],
          ["gesetzliche Aufbewahrungspflichten zu erfüllen und mich gegen Ansprüche aus meiner Beratung verteidigen zu können."],
        ),
        paragraph("Ich nutze Ihre Daten nicht für Werbung und treffe keine automatisierten Entscheidungen über Sie, auch kein Profiling (Art.\u00a022 DSGVO)."),
      ],
    },
    {
      heading: "Rechtsgrundlagen",
      id: "rechtsgrundlagen",
      blocks: [
        facts(
          [
            "Ihre Anfrage beantworten und Sie beraten",
            "Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: Maßnahmen vor einem Vertrag, die auf Ihre Anfrage hin erfolgen; beauftragen Sie mich, die Erfüllung des Maklervertrags. Das gilt für jeden Weg, den Sie dafür wählen: das Senden über die Website, WhatsApp, E-Mail oder Telefon.",
          ],
          [
            "Ihre Anfrage über WhatsApp senden",
            `Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: Sie wählen WhatsApp selbst als Weg zu mir, im Anfrageformular ebenso wie mit den WhatsApp-Links auf den Seiten. Das Häkchen „${consentLabel(adviser.name)}“ vor dem Senden über WhatsApp bestätigt, dass Sie wissen, welche Daten WhatsApp dabei verarbeitet (`,
            refs.whatsapp,
            "); eine Einwilligung ist es nicht, und ohne WhatsApp erreichen Sie mich auf jedem anderen Weg genauso.",
          ],
          [
            "Schutz vor massenhaften Anfragen",
            `Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO: Mein berechtigtes Interesse ist, dass Programme mein Postfach nicht mit automatisierten Zusendungen überfluten (`,
            refs.websiteDelivery,
            ").",
          ],
          [
            "Angaben zu Ihrer Gesundheit",
            "Art.\u00a09 Abs.\u00a02 lit.\u00a0a DSGVO: Ihre ausdrückliche Einwilligung, denn Gesundheitsdaten sind besonders geschützt. Bitte schicken Sie mir Angaben zu Ihrer Gesundheit nicht per WhatsApp; ich bespreche sie mit Ihnen im Beratungsgespräch. Schreiben Sie mir dennoch davon, frage ich Sie, ob ich diese Angaben für die Beratung verwenden darf; ohne Ihre ausdrückliche Einwilligung lösche ich sie.",
          ],
          ["Gesetzliche Aufbewahrung", "Art.\u00a06 Abs.\u00a01 lit.\u00a0c DSGVO in Verbindung mit §\u00a0257 HGB und §\u00a0147 AO."],
          [
            "Server-Logdateien",
            "Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO: Mein berechtigtes Interesse ist ein sicherer und störungsfreier Betrieb der Website.",
          ],
          [
            "Anfragen ohne Vertragsabschluss aufbewahren",
            "Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO: Mein berechtigtes Interesse ist, mich gegen Ansprüche aus meiner Beratung verteidigen zu können.",
          ],
          [
            "Speicher in Ihrem Browser",
            `§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG für Ihre Antwort auf den Hinweis ${bannerName} und den Anfrage-Entwurf, weil die Website sie für die von Ihnen gewünschten Funktionen unbedingt braucht; §\u00a025 Abs.\u00a01 TDDDG, also Ihre Einwilligung mit ${acceptLabel}, für die Offline-Kopie und das Angebot, die Website als App zu installieren (`,
            refs.storage,
            ").",
          ],
        ),
      ],
    },
    {
      heading: "Empfänger",
      id: "empfaenger",
      blocks: [
        paragraph(
          "Ihre Daten erhalten nur die hier genannten Stellen. Ich verkaufe sie nicht und gebe sie darüber hinaus nur weiter, wenn ein Gesetz mich dazu verpflichtet.",
        ),
      ],
      subsections: [
        {
          heading: "Hosting",
          id: "hosting",
          blocks: [
            paragraph(
              `Die Website liegt bei ${hosting.name}, ${hosting.address}. Der Dienstleister verarbeitet die Server-Logdateien in meinem Auftrag und nach meinen Weisungen; mit ihm habe ich einen Vertrag zur Auftragsverarbeitung nach Art.\u00a028 DSGVO geschlossen.`,
            ),
            paragraph(hostingTransferText(hosting)),
          ],
        },
        {
          heading: "E-Mail und Telefon",
          id: "email-telefon",
          blocks: [paragraph(emailRecipientText(emailProvider)), paragraph(telephonyRecipientText(telephonyProvider))],
        },
        {
          heading: "Versand über die Website",
          id: "website-versand",
          blocks: [
            paragraph(
              `Wählen Sie „${wizardCopy.delivery.send}“, nimmt der Server dieser Website bei ${hosting.name} Ihre Anfrage entgegen und übergibt sie sofort dem Postausgangsserver ${emailProvider ? `meines E-Mail-Anbieters, ${emailProvider.name},` : "meines E-Mail-Anbieters"} (`,
              refs.emailProvider,
              "), der sie als E-Mail an mein Postfach zustellt. Beide verarbeiten Ihre Anfrage dabei in meinem Auftrag und nach meinen Weisungen (Art.\u00a028 DSGVO). Auf dem Server der Website wird sie nicht gespeichert; aufbewahrt wird sie nur in meinem Postfach (",
              refs.retention,
              "). Geben Sie Ihre E-Mail-Adresse an, steht sie als Antwortadresse in der E-Mail.",
            ),
            paragraph(
              "Damit Programme mein Postfach nicht mit automatisierten Zusendungen überfluten, zählt der Server, wie viele Anfragen in kurzer Zeit von derselben IP-Adresse kommen, und nimmt danach für eine Weile keine weitere an. Dafür hält er die IP-Adresse oder einen daraus gebildeten Prüfwert höchstens 24\u00a0Stunden lang fest, getrennt vom Inhalt der Anfragen. Demselben Zweck dienen ein für Menschen unsichtbares Feld und die Zeit zwischen Ihrer ersten Eingabe und dem Senden, die das Formular mitschickt.",
            ),
          ],
        },
        {
          heading: "WhatsApp",
          id: "whatsapp",
          blocks: [
            paragraph(
              `Über WhatsApp überträgt die Website selbst Ihre Anfrage weder an mich noch an WhatsApp. Wählen Sie ${sendLabel} oder einen der WhatsApp-Links auf den Seiten, öffnet Ihr Browser einen Link zu WhatsApp (wa.me), der meine Telefonnummer und den vorbereiteten Text Ihrer Anfrage enthält; WhatsApp zeigt Ihnen die Nachricht dann zum Absenden an. Öffnet sich dieser Link im Browser, etwa am Computer, erhält WhatsApp den Text schon dabei, zusammen mit Ihrer IP-Adresse und Angaben zu Ihrem Browser – auch wenn Sie die Nachricht danach nicht abschicken.`,
            ),
            paragraph(
              "Schicken Sie die Nachricht in WhatsApp ab, verarbeitet WhatsApp Ihre Telefonnummer, Ihren Profilnamen, je nach Ihren Einstellungen Ihr Profilbild sowie die Nachricht und ihre Verbindungsdaten, etwa Zeitpunkt und Empfänger. Den Inhalt der Nachrichten verschlüsselt WhatsApp Ende-zu-Ende. Der Chat wird auf Ihrem und auf meinem Gerät gespeichert, außerdem in Sicherungskopien, wenn Sie solche eingerichtet haben.",
            ),
            paragraph(chatBackupText(chatBackup)),
            paragraph(
              `Anbieter ist die WhatsApp Ireland Limited, Merrion Road, Dublin\u00a04, D04\u00a0X2K5, Irland, ein Unternehmen der Meta-Gruppe. WhatsApp verarbeitet diese Daten als eigener Verantwortlicher und übermittelt Daten auch an die Meta Platforms, Inc. in den USA. Grundlage dafür ist ${DATA_PRIVACY_FRAMEWORK}, unter dem Meta Platforms, Inc. zertifiziert ist. Mehr dazu in der `,
              externalLink("Datenschutzrichtlinie von WhatsApp", "https://www.whatsapp.com/legal/privacy-policy-eea"),
              ".",
            ),
            paragraph("Sie müssen WhatsApp nicht nutzen: Sie erreichen mich genauso telefonisch unter ", phoneLink, " oder per E-Mail an ", emailLink, "."),
          ],
        },
        {
          heading: "Maklerverbund und Versicherer",
          id: "maklerverbund",
          blocks: [
            paragraph(
              "Ihre Anfrage allein gebe ich nicht weiter. Erst wenn Sie mich beauftragen, Angebote einzuholen oder einen Antrag zu stellen, erhalten die dafür nötigen Angaben:",
            ),
            list(
              [
                `der Maklerverbund ${broker.name}, ${broker.address}. Er arbeitet für mich: Tarifvergleich, Übermittlung Ihres Antrags an den Versicherer und Verwaltung Ihres Vertrags erledigt er nur in meinem Auftrag und nach meinen Weisungen, als Auftragsverarbeiter nach Art.\u00a028 DSGVO. Verantwortlicher für Ihre Daten bleibe dabei ich.`,
              ],
              [
                "die Versicherer, deren Angebote Sie wünschen oder bei denen Sie einen Antrag stellen. Sie verarbeiten Ihre Daten als eigene Verantwortliche, um den Antrag zu prüfen und den Vertrag zu führen.",
              ],
            ),
          ],
        },
      ],
    },
    {
      heading: "Speicherdauer",
      id: "speicherdauer",
      blocks: [
        facts(
          ["Server-Logdateien", `${dayCount(hosting.logRetentionDays)} lang beim Hosting-Dienstleister; danach werden sie gelöscht.`],
          [
            "Anfragen ohne Vertragsabschluss, auch der WhatsApp-Chat und E-Mails, auch die über die Website gesendeten",
            "drei Jahre ab dem Ende des Jahres, in dem die Anfrage abgeschlossen ist; das ist die regelmäßige Verjährungsfrist für Ansprüche aus der Beratung (§§\u00a0195, 199 BGB). Danach lösche ich sie.",
          ],
          [
            "Vertragsunterlagen",
            "solange ich Ihren Vertrag betreue; danach so lange, wie Handels- und Steuerrecht es vorschreiben: Geschäftsbriefe sechs Jahre, Buchungsbelege wie Courtageabrechnungen acht Jahre, Handelsbücher und Jahresabschlüsse zehn Jahre (§\u00a0257 Abs.\u00a04 HGB, §\u00a0147 Abs.\u00a03 AO).",
          ],
          ["Zählung der Anfragen je IP-Adresse beim Senden über die Website", "höchstens 24\u00a0Stunden (", refs.websiteDelivery, ")."],
          ["Einträge im Speicher Ihres Browsers", "wie in ", refs.storage, " beschrieben; Sie können sie jederzeit selbst löschen."],
        ),
        paragraph(
          "Die Aufbewahrungsfristen beginnen mit dem Ende des Kalenderjahres, in dem ein Schreiben empfangen oder abgesandt wurde oder ein Beleg entstanden ist (§\u00a0257 Abs.\u00a05 HGB, §\u00a0147 Abs.\u00a04 AO). Solange Unterlagen für eine Steuer von Bedeutung sind, deren Festsetzungsfrist noch läuft, endet die Frist nicht (§\u00a0147 Abs.\u00a03 AO).",
        ),
      ],
    },
    {
      heading: "Ihre Rechte",
      id: "rechte",
      blocks: [
        paragraph("Sie haben das Recht auf"),
        list(
          ["Auskunft über Ihre bei mir gespeicherten Daten (Art.\u00a015 DSGVO),"],
          ["Berichtigung unrichtiger Daten (Art.\u00a016 DSGVO),"],
          ["Löschung (Art.\u00a017 DSGVO) und Einschränkung der Verarbeitung (Art.\u00a018 DSGVO),"],
          ["Datenübertragbarkeit (Art.\u00a020 DSGVO),"],
          ["Widerspruch (Art.\u00a021 DSGVO, siehe unten),"],
          ["Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art.\u00a07 Abs.\u00a03 DSGVO),"],
          ["Beschwerde bei einer Aufsichtsbehörde (Art.\u00a077 DSGVO, ", refs.complaint, ")."],
        ),
        paragraph("Eine formlose Nachricht an die Kontaktdaten in ", refs.controller, " genügt."),
      ],
      subsections: [
        {
          heading: "Widerspruchsrecht (Art.\u00a021 DSGVO)",
          id: "widerspruchsrecht",
          prominent: true,
          blocks: [
            paragraph(
              "Sie haben das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen die Verarbeitung Ihrer Daten einzulegen, die auf Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO beruht. Das betrifft hier die Server-Logdateien und die Aufbewahrung von Anfragen ohne Vertragsabschluss.",
            ),
            paragraph(
              "Ich verarbeite diese Daten dann nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
            ),
            paragraph("Für den Widerspruch genügt eine formlose Nachricht, etwa per E-Mail an ", emailLink, "."),
          ],
        },
      ],
    },
    {
      heading: "Cookies und Speicher im Browser",
      id: "cookies",
      blocks: [
        paragraph(
          "Diese Website setzt keine Cookies. Einige Einträge legt sie im Speicher Ihres Browsers ab (localStorage, sessionStorage und Cache-Speicher). Sie bleiben auf Ihrem Gerät; an mich oder an Dritte wird davon nichts übertragen.",
        ),
        paragraph(
          "Was Sie in einen Rechner eintragen, halten die Rechner im Teil der Seitenadresse hinter „#“ fest, den Ihr Browser an keinen Server sendet; es bleibt in der Adresszeile dieses Tabs, im Verlauf Ihres Browsers und in Lesezeichen und Links, die Sie selbst anlegen.",
        ),
      ],
      subsections: [
        {
          heading: "Technisch notwendig",
          id: "notwendige-eintraege",
          blocks: [
            paragraph(
              "Ohne Einwilligung, weil die Website sie für die von Ihnen gewünschten Funktionen unbedingt braucht (§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG):",
            ),
            facts(
              [
                `${CONSENT_KEY} (localStorage)`,
                `Ihre Antwort auf den Hinweis ${bannerName}: „accepted“ nach ${acceptLabel}, „declined“ nach ${declineLabel}. So erscheint der Hinweis nicht bei jedem Besuch.`,
              ],
              [
                `${CONSENT_DATE_KEY} (localStorage)`,
                "Zeitpunkt Ihrer ersten Antwort. Ändern Sie Ihre Antwort später, bleibt dieser Zeitpunkt stehen: Zwölf Monate nach der ersten Antwort löscht die Website Ihre Antwort und die Einträge zur App-Installation und fragt erneut.",
              ],
              [
                `${DRAFT_STORAGE_KEY} (sessionStorage)`,
                `Entwurf Ihrer Anfrage: Ihre Eingaben im Anfrageformular, aus den Rechnern übernommene Ergebnisse (Abschnitt\u00a02) und der Zeitpunkt Ihrer ersten Eingabe, damit nichts verloren geht, wenn Sie die Seite neu laden oder das Senden nicht klappt. Er wird gelöscht, sobald der Server der Website bestätigt, dass Ihre Anfrage angekommen ist, oder Sie nach WhatsApp oder E-Mail „${wizardCopy.handoff.confirm}“ wählen, spätestens wenn Sie den Tab schließen.`,
              ],
              [
                `${CONTACT_BAR_DISMISSED_KEY} (sessionStorage)`,
                "Vermerk, dass Sie die Kontaktleiste am unteren Bildschirmrand ausgeblendet haben, damit sie auf den weiteren Seiten nicht wieder erscheint. Er wird gelöscht, wenn Sie den Tab schließen.",
              ],
            ),
          ],
        },
        {
          heading: `Nur nach ${acceptLabel}`,
          id: "einwilligung",
          blocks: [
            paragraph(`Nur mit Ihrer Einwilligung (§\u00a025 Abs.\u00a01 TDDDG), die Sie mit ${acceptLabel} geben:`),
            facts(
              [
                "Service Worker und Cache-Speicher (Cache Storage)",
                "Eine Offline-Kopie der Website: die öffentlichen Seiten mit Schriften, Bildern und Programmcode, damit sie schneller und auch ohne Internetverbindung laden. Sie enthält keine Angaben von Ihnen.",
              ],
              [
                `${INSTALLED_KEY} (localStorage)`,
                "Vermerk, dass Sie die Website als App installiert haben, damit der Installationshinweis nicht mehr erscheint.",
              ],
              [
                `${DISMISSED_KEY} (localStorage)`,
                `Zeitpunkt, zu dem Sie den Installationshinweis geschlossen haben; er erscheint dann ${dayCount(DISMISSAL_WINDOW_MS / DAY_MS)} lang nicht. Danach wird der Eintrag gelöscht.`,
              ],
            ),
            paragraph(`Nach ${declineLabel} legt die Website nichts davon an; sie speichert dann nur Ihre Antwort.`),
          ],
        },
        {
          heading: "Wahl ändern und Einwilligung widerrufen",
          id: "cookie-einstellungen",
          blocks: [
            paragraph(
              `Ihre Wahl ändern Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß. Wählen Sie dort ${declineLabel}, widerrufen Sie Ihre Einwilligung: Die Website meldet den Service Worker ab und löscht seine Caches und die Einträge zur App-Installation. Alle Einträge löschen Sie außerdem in den Einstellungen Ihres Browsers, etwa mit „Websitedaten löschen“.`,
            ),
          ],
        },
      ],
    },
    {
      heading: "Datensicherheit",
      id: "sicherheit",
      blocks: [
        paragraph(
          "Die Website wird nur verschlüsselt über HTTPS ausgeliefert. Ich schütze Ihre Daten mit technischen und organisatorischen Maßnahmen nach dem Stand der Technik (Art.\u00a032 DSGVO) vor Verlust, Missbrauch und unbefugtem Zugriff.",
        ),
        paragraph(
          "E-Mails sind in der Regel nur auf dem Transportweg verschlüsselt; vertrauliche Unterlagen senden Sie mir deshalb bitte erst nach Absprache.",
        ),
      ],
    },
    {
      heading: "Kontakt und Beschwerde",
      id: "beschwerde",
      blocks: [
        paragraph("Bei Fragen zum Datenschutz und um Ihre Rechte auszuüben, wenden Sie sich an die Kontaktdaten in ", refs.controller, "."),
        paragraph(
          `Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art.\u00a077 DSGVO). Zuständig für mich ist die Aufsichtsbehörde ${inLand(address.state)}:`,
        ),
        lines(authority.name, authority.street, `${authority.postalCode}\u00a0${authority.city}`, [websiteLink(authority.website)]),
      ],
      subsections: [
        {
          heading: "Aufsichtsbehörden aller Länder",
          id: "aufsichtsbehoerden",
          blocks: [
            paragraph(
              "Sie können sich auch an die Aufsichtsbehörde des Landes wenden, in dem Sie wohnen oder arbeiten; sie gibt Ihre Beschwerde an die zuständige Behörde ab (§\u00a019 Abs.\u00a02 BDSG).",
            ),
            facts(
              ...authoritiesCompetentFirst(address.state).map(({ state, authority: each }): [string, ...Inline[]] => [
                state === address.state ? `${state} (für mich zuständig)` : state,
                `${each.name}, ${each.street}, ${each.postalCode}\u00a0${each.city}, `,
                websiteLink(each.website),
              ]),
            ),
          ],
        },
      ],
    },
    {
      heading: "Änderungen dieser Datenschutzerklärung",
      id: "aenderungen",
      blocks: [
        paragraph(
          "Ich passe diese Datenschutzerklärung an, wenn sich die Website, meine Verarbeitung oder die Rechtslage ändert. Es gilt die Fassung, die Sie hier abrufen; das Datum unter der Überschrift nennt ihren Stand.",
        ),
      ],
    },
  ];

  return {
    title: "Datenschutzerklärung",
    numbered: true,
    contentsHeading: "Inhalt",
    sections,
    versionLabel: "Stand:",
    versionDate: config.legalTexts.privacyPolicyDate,
  };
}

export const privacyPolicy: LegalDocumentContent = buildPrivacyPolicy(siteConfig);
