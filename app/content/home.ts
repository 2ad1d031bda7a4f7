/**
 * Copy of the home page (spec §2 "Home page"). Statutory numbers come only from
 * statutory-figures.ts, the adviser's identity only from site-config.ts.
 */
import { siteConfig } from "~/config/site-config";
import { formatEuro } from "~/modules/format-de";
import { currentFigures, figuresOfYear } from "./statutory-figures";
import type { HomeContent } from "./types";

const adviser = siteConfig.adviser.name;
const broker = siteConfig.broker.name;
const hours = siteConfig.openingHours;
const threshold = formatEuro(currentFigures.versicherungspflichtgrenze);
const year = currentFigures.year;
const figures2025 = figuresOfYear(2025);
const year2025 = figures2025.year;
const threshold2025 = formatEuro(figures2025.versicherungspflichtgrenze);
const maxSubsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);

export const home: HomeContent = {
  seo: {
    title: "Berater für private Krankenversicherung",
    description:
      "Unabhängige PKV-Beratung für Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte – kostenlos, unverbindlich, Anfrage in 2\u00a0Minuten.",
    keywords: [
      "private Krankenversicherung",
      "PKV Beratung",
      "PKV Makler",
      "Wechsel in die PKV",
      "PKV für Ärzte",
      "PKV für Selbstständige",
      "PKV für Beamte",
      "Versicherungspflichtgrenze",
    ],
  },

  hero: {
    badges: ["Zertifizierter Versicherungsmakler", "Unabhängig von Versicherern", "Beratung kostenlos & unverbindlich"],
    title: "Private Krankenversicherung, die zu Ihrem Beruf passt",
    titleHighlight: "die zu Ihrem Beruf passt",
    subtitle:
      "Unabhängige Beratung für Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte. Das Gespräch ist kostenlos und unverbindlich, Ihre Anfrage dauert etwa 2\u00a0Minuten.",
    primaryCta: "Kostenlose Beratung anfragen",
    secondaryCta: "Berater kennenlernen",
    stats: [
      { value: "500+", label: "zufriedene Kunden" },
      { value: "10+", label: "Jahre Erfahrung" },
      { value: "100\u00a0%", label: "Engagement" },
    ],
  },

  targetGroups: {
    heading: "PKV-Beratung für Ihren Beruf",
    intro:
      "Jede Berufsgruppe hat eigene Regeln für den Wechsel und eigene Tarife. Wählen Sie Ihre Gruppe und lesen Sie, worauf es in Ihrer Lage ankommt.",
    cards: [
      {
        slug: "aerzte",
        icon: "stethoscope",
        title: "Ärzte",
        description:
          "Für niedergelassene und angestellte Ärztinnen und Ärzte, die das Gesundheitswesen von innen kennen und Leistungen genau beurteilen.",
        benefits: [
          "Spezielle Ärztetarife, je nach Versicherer",
          "Krankentagegeld für Praxis oder Klinikgehalt",
          "Arbeitgeberzuschuss für angestellte Ärzte",
        ],
      },
      {
        slug: "anwaelte",
        icon: "scale",
        title: "Anwälte",
        description:
          "Für Rechtsanwältinnen und Rechtsanwälte in eigener Kanzlei, als Partner oder angestellt, die Bedingungswerke lieber selbst prüfen.",
        benefits: [
          "Tarifbedingungen Klausel für Klausel verglichen",
          "Krankentagegeld für Kanzleiinhaber",
          "Beitrag im Ruhestand mit dem Versorgungswerk planen",
        ],
      },
      {
        slug: "ingenieure",
        icon: "hard-hat",
        title: "Ingenieure",
        description:
          "Für Ingenieurinnen und Ingenieure in Industrie, Planung und Entwicklung, deren Gehalt oft über der Versicherungspflichtgrenze liegt.",
        benefits: [
          "Wechsel bei Gehalt über der Versicherungspflichtgrenze",
          "Arbeitgeber zahlt bis zur Hälfte des Beitrags",
          "Schutz bei Auslandsprojekten, je nach Tarif",
        ],
      },
      {
        slug: "selbststaendige",
        icon: "briefcase",
        title: "Selbstständige",
        description:
          "Für Gründer, Freiberufler und Unternehmer, die ihre Absicherung ohne Arbeitgeber selbst organisieren.",
        benefits: ["Wechsel jederzeit möglich", "Ohne Einkommensgrenze", "Krankentagegeld sichert Ihr Einkommen"],
      },
      {
        slug: "beamte",
        icon: "landmark",
        title: "Beamte & Akademiker",
        description:
          "Für Beamte, Beamtenanwärter und Akademiker auf dem Weg in den Staatsdienst, deren Beihilfe einen Teil der Kosten trägt.",
        benefits: [
          "Beihilfekonforme Restkostentarife",
          "Öffnungsaktion in den ersten 6\u00a0Monaten",
          "Anpassung bei Familienzuwachs und Pension",
        ],
      },
      {
        slug: "angestellte",
        icon: "building",
        title: "Angestellte",
        description:
          "Für Angestellte, deren regelmäßiges Bruttojahresgehalt über der Versicherungspflichtgrenze liegt.",
        benefits: [
          "Arbeitgeber zahlt bis zur Hälfte des Beitrags",
          "Wechsel zum Jahreswechsel planbar",
          "Leistungen vertraglich zugesichert",
        ],
      },
    ],
    benefitsBlock: {
      heading: "Was die private Krankenversicherung Ihnen bieten kann",
      items: [
        {
          icon: "piggy-bank",
          title: "Bis zu 40\u00a0% Ersparnis",
          description:
            "Gegenüber der GKV sind bei höherem Einkommen bis zu 40\u00a0% Ersparnis möglich – abhängig von Alter, Gesundheitszustand und gewähltem Tarif. Ich rechne Ihren Fall konkret durch.",
        },
        {
          icon: "shield-check",
          title: "Lebenslanger Schutz",
          description:
            "Ihr Vertrag gilt ein Leben lang: Eine Krankheitskostenvollversicherung darf der Versicherer nicht ordentlich kündigen – auch nicht nach hohen Behandlungskosten oder im Alter. Alterungsrückstellungen aus Ihren Beiträgen federn Beitragserhöhungen im Alter ab.",
        },
        {
          icon: "zap",
          title: "Sofort-Erstattung",
          description:
            "Rechnungen reichen Sie bei vielen Versicherern per App ein, das Geld ist oft binnen weniger Tage auf Ihrem Konto. Im Krankenhaus rechnet die Klinik meist direkt mit dem Versicherer ab.",
        },
      ],
    },
    cta: {
      text: "Nicht sicher, welcher Weg zu Ihrem Beruf passt? Schildern Sie mir kurz Ihre Situation – Sie erhalten eine ehrliche Einschätzung, auch wenn sie gegen einen Wechsel spricht.",
      button: "Kostenlose Einschätzung anfragen",
    },
  },

  about: {
    heading: "Ihr Berater für private Krankenversicherung",
    eyebrow: "Über mich",
    intro: [
      `Ich bin ${adviser}, zertifizierter und unabhängiger Versicherungsmakler. Seit über 10\u00a0Jahren berate ich Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte zur privaten Krankenversicherung und suche für jede Berufsgruppe die Tarife, die zu ihren Regeln und Risiken passen.`,
      `Als Makler bin ich an keinen Versicherer gebunden. Ich arbeite mit ${broker} zusammen, einem großen Maklerverbund, und vergleiche so die Angebote vieler Gesellschaften. Die Gesundheitsfragen bereite ich vor dem Antrag gründlich mit Ihnen vor, damit Ihr Versicherungsschutz später nicht an einer vergessenen Angabe scheitert.`,
      `Auch nach dem Abschluss bleibe ich Ihr Ansprechpartner: Per WhatsApp schreiben Sie mir rund um die Uhr, ich antworte in der Regel am nächsten Werktag während der Bürozeiten (${hours.days}, ${hours.from}–${hours.to}\u00a0Uhr). Lehnt der Versicherer eine Rechnung ganz oder teilweise ab, helfe ich Ihnen im Leistungsfall, Ihre Ansprüche durchzusetzen.`,
    ],
    qualities: [
      {
        icon: "handshake",
        title: "Vertrauenswürdig",
        description:
          "Ich empfehle nur, was zu Ihrer Lage passt, und sage offen, wenn die gesetzliche Krankenversicherung für Sie die bessere Wahl bleibt.",
      },
      {
        icon: "award",
        title: "Qualifiziert",
        description:
          "Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO, eingetragen im Vermittlerregister und zur regelmäßigen Weiterbildung verpflichtet.",
      },
      {
        icon: "users",
        title: "Kundenorientiert",
        description:
          "Beratung per WhatsApp, Telefon oder E-Mail – verständlich erklärt, in Ihrem Tempo und ohne Fachchinesisch.",
      },
      {
        icon: "heart-pulse",
        title: "Engagiert",
        description:
          "Ich begleite Sie über den Abschluss hinaus: bei Beitragsanpassungen, beim Tarifwechsel nach §\u00a0204 VVG und bei Fragen zur Erstattung.",
      },
    ],
    stats: [
      { value: "500+", label: "zufriedene Kunden" },
      { value: "10+", label: "Jahre Erfahrung" },
      { value: "24/7", label: "erreichbar per WhatsApp" },
    ],
    certification: `Zertifizierter Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO, Registrierungsnummer ${siteConfig.registration.registerNumber}`,
    brokerNote: `Kooperationspartner: ${broker}. Über den Verbund vergleiche ich die Tarife zahlreicher privater Krankenversicherer für Sie.`,
    cta: "Persönliches Gespräch anfragen",
  },

  benefitsGrid: {
    heading: "Was Ihnen die private Krankenversicherung bietet",
    intro:
      "Den Umfang Ihres Schutzes legen Sie selbst fest – und ein Teil der Kosten kommt über die Steuer zurück: Beiträge für die Basisabsicherung einschließlich Pflegepflichtversicherung sind als Vorsorgeaufwendungen absetzbar (§\u00a010 Abs.\u00a01 Nr.\u00a03 EStG), Wahlleistungen nur im Rahmen der allgemeinen Höchstbeträge, die oft schon ausgeschöpft sind.",
    items: [
      {
        icon: "shield-check",
        title: "Umfassender Schutz",
        description:
          "Chefarztbehandlung, Einbettzimmer, Zahnzusatz und Krankenhaustagegeld sind je nach Tarif wählbar. Die Höhe der Selbstbeteiligung bestimmen Sie flexibel und senken damit Ihren Beitrag.",
      },
      {
        icon: "clock",
        title: "Schnelle Abwicklung",
        description:
          "Rechnung fotografieren, per App einreichen, Erstattung oft binnen weniger Tage. Im Krankenhaus und bei manchen Leistungserbringern rechnet der Versicherer direkt ab, etwa über die Klinikcard.",
      },
      {
        icon: "hospital",
        title: "Beste Versorgung",
        description:
          "Als Privatpatient wählen Sie Ärzte und Kliniken frei und bekommen häufig schneller einen Facharzttermin. Die vereinbarten Leistungen stehen in Ihrem Vertrag und lassen sich nicht per Gesetz kürzen.",
      },
      {
        icon: "user-check",
        title: "Persönliche Beratung",
        description:
          "Ein fester Ansprechpartner für Tarife, die zu Ihrem Beruf passen, für sorgfältig vorbereitete Gesundheitsfragen und für Unterstützung, wenn eine Erstattung stockt.",
      },
    ],
  },

  wizardSection: {
    heading: "Ihre kostenlose PKV-Anfrage",
    intro:
      "Vier kurze Schritte, etwa 2\u00a0Minuten: Ihre Daten, Ihr Beruf und Einkommen, der gewünschte Schutz. Danach öffnet sich WhatsApp mit Ihrer vorausgefüllten Nachricht – gesendet wird erst, wenn Sie dort auf „Senden“ tippen.",
  },

  faq: {
    heading: "Häufige Fragen zur privaten Krankenversicherung",
    intro: "Die wichtigsten Antworten vor einem Wechsel, kurz und ehrlich. Alles, was Ihre persönliche Situation betrifft, klären wir im Gespräch.",
    items: [
      {
        question: "Wer kann in die private Krankenversicherung wechseln?",
        answer: [
          "Selbstständige, Freiberufler und Gewerbetreibende können sich jederzeit und unabhängig vom Einkommen privat versichern. Beamte und Beamtenanwärter sind in der Regel privat versichert, weil die Beihilfe ihres Dienstherrn einen Teil der Krankheitskosten übernimmt. Angestellte – auch angestellte Ärzte, Anwälte und Ingenieure – können wechseln, sobald ihr regelmäßiges Bruttojahresgehalt über der Versicherungspflichtgrenze liegt.",
          "Bedenken Sie vorher: Kinder und Partner ohne eigenes Einkommen brauchen in der PKV einen eigenen Vertrag, und die Rückkehr in die GKV ist eingeschränkt, ab dem 55. Lebensjahr praktisch ausgeschlossen (§\u00a06 Abs.\u00a03a SGB\u00a0V).",
        ],
      },
      {
        question: "Ab welchem Einkommen können Angestellte privat versichert sein?",
        answer: [
          `Maßgeblich ist die Versicherungspflichtgrenze, auch Jahresarbeitsentgeltgrenze genannt: Sie liegt ${year} bei ${threshold} brutto im Jahr, regelmäßige Sonderzahlungen wie vertraglich zugesichertes Weihnachtsgeld zählen mit. Wer sie überschreitet, scheidet zum Ende des Kalenderjahres aus der Versicherungspflicht aus, wenn das Gehalt auch über der Grenze des Folgejahres liegt (§\u00a06 Abs.\u00a04 SGB\u00a0V); beim ersten Job mit einem Gehalt über der Grenze haben Sie die Wahl sofort.`,
          `Die Grenze steigt fast jedes Jahr – ${year2025} lag sie noch bei ${threshold2025}, ein niedrigerer Betrag auf anderen Seiten stammt daher meist aus einem früheren Jahr. Für Selbstständige und Beamte gilt keine Einkommensgrenze.`,
        ],
      },
      {
        question: "Was kostet mich Ihre Beratung?",
        answer: [
          "Nichts. Als Versicherungsmakler werde ich vom Versicherer vergütet, bei dem Sie Ihren Vertrag abschließen; Ihr Beitrag ist derselbe wie bei einem Abschluss direkt beim Versicherer. Die Beratung ist unverbindlich: Ob und welchen Tarif Sie wählen, entscheiden Sie erst nach dem Vergleich.",
        ],
      },
      {
        question: "Muss ich vor dem Abschluss Gesundheitsfragen beantworten?",
        answer: [
          "Ja: Der Versicherer fragt nach Behandlungen, Diagnosen und Medikamenten der letzten Jahre und entscheidet danach über Annahme, Risikozuschläge oder Leistungsausschlüsse. Beantworten Sie alle Fragen vollständig und wahrheitsgemäß, denn falsche oder vergessene Angaben können ihn später zum Rücktritt vom Vertrag berechtigen.",
          "Bei Vorerkrankungen stelle ich vorab anonyme Risikovoranfragen bei mehreren Versicherern. So sehen Sie die Konditionen, bevor Sie einen Antrag stellen, und riskieren keine Ablehnung, die Sie bei späteren Anträgen angeben müssten.",
        ],
      },
      {
        question: "Werden die Beiträge im Alter unbezahlbar?",
        answer: [
          "Auch in der PKV können Beiträge steigen, etwa wenn die Behandlungskosten zunehmen – eine Garantie auf gleichbleibende Beiträge gibt es nicht. Planbar werden sie durch die Alterungsrückstellungen, die der Versicherer aus Ihren Beiträgen bildet, und durch den gesetzlichen Zuschlag von 10\u00a0% vom 21. bis zum 60. Lebensjahr nach §\u00a0149 VAG, der ab dem 65. Lebensjahr Beitragserhöhungen dämpft.",
          `Ein Beitragsentlastungstarif senkt den Beitrag im Ruhestand zusätzlich, und das Krankentagegeld fällt dann weg. Angestellte erhalten bis dahin einen Arbeitgeberzuschuss von der Hälfte des Beitrags, ${year} höchstens ${maxSubsidy} im Monat für die Krankenversicherung (§\u00a0257 SGB\u00a0V); wer eine gesetzliche Rente bezieht, bekommt von der Rentenversicherung einen Zuschuss zum PKV-Beitrag.`,
        ],
      },
      {
        question: "Wie schnell geht der Wechsel?",
        answer: [
          "Die Anfrage über das Formular dauert etwa 2\u00a0Minuten, eine Antwort erhalten Sie in der Regel innerhalb eines Werktags. Nach Erstgespräch und Tarifvergleich klären wir die Gesundheitsfragen; Risikovoranfragen dauern meist ein bis zwei Wochen, die Annahme des Antrags oft nur wenige Tage.",
          "Angestellte wechseln zum Ende des Kalenderjahres, in dem sie die Grenze überschreiten. Selbstständige kündigen eine freiwillige GKV-Mitgliedschaft mit zwei Monaten Frist zum Monatsende, Beamte beginnen ihren Vertrag meist mit der Verbeamtung.",
        ],
      },
    ],
    cta: {
      text: "Ihre Frage ist nicht dabei? Schreiben Sie mir – die Beratung ist kostenlos und unverbindlich.",
      button: "Jetzt kostenlos beraten lassen",
    },
  },
};
