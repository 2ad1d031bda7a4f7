/**
 * Copy of the home page (pkv-site-spec.md §2 "Home page"). Statutory numbers come only from
 * statutory-figures.ts, the adviser's identity and figures only from site-config.ts.
 * Departures from the spec's claims (issue 11): the customer and year figures are the adviser's
 * own, dated and counted from the config, instead of „zufriedene Kunden“; „24/7“ became what is true
 * about WhatsApp; „Sofort-Erstattung“ and „Beste Versorgung“ are gone.
 */
import { homeCards } from "./professions";
import { siteConfig } from "~/config/site-config";
import { formatEuro } from "~/modules/format-de";
import { formatOpeningHours } from "~/modules/opening-hours";
import { adviserRole } from "./adviser-role";
import { clientsStat, experienceStat, reachability, reachabilityStat } from "./adviser-facts";
import { figureSources, nextYearNote } from "./figure-notes";
import { savingsCardTitle, savingsExampleCopy } from "./savings-example-copy";
import { BUILD_DATE, BUILD_YEAR, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, figuresFor, hasFiguresFor, nextYearFigures } from "./statutory-figures";
import type { HomeContent } from "./types";

const { adviser, broker, registration } = siteConfig;
const role = adviserRole(siteConfig);
const threshold = formatEuro(currentFigures.versicherungspflichtgrenze);
const year = currentFigures.year;
// The year before the quoted one, derived, so a new row in the figures table moves it along.
const previousYear = year - 1;
const previousFigures = hasFiguresFor(previousYear) ? figuresFor(previousYear) : null;
const maxSubsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const jaegSource = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const subsidySource = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;
const clients = clientsStat(adviser);
const experience = experienceStat(adviser.activeSinceYear, BUILD_YEAR);
const replies = reachability(siteConfig.responseTime);

export const home: HomeContent = {
  seo: {
    title: `${role.adviserNoun} für private Krankenversicherung`,
    description: `Ich berate als ${role.statusNoun} zur PKV: Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte – kostenlos und unverbindlich.`,
    keywords: [
      "private Krankenversicherung",
      "PKV Beratung",
      `PKV ${role.shortNoun}`,
      "Wechsel in die PKV",
      "PKV für Ärzte",
      "PKV für Selbstständige",
      "PKV für Beamte",
      "Versicherungspflichtgrenze",
    ],
  },

  hero: {
    badges: [adviser.qualification, `${role.statusNoun} – an keinen Versicherer gebunden`, "Beratung kostenlos & unverbindlich"],
    title: "Private Krankenversicherung, die zu Ihrem Beruf passt",
    titleHighlight: "die zu Ihrem Beruf passt",
    subtitle: `Ich berate als ${role.statusNoun} Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte. Das Gespräch ist kostenlos und unverbindlich, Ihre Anfrage dauert etwa 2\u00a0Minuten.`,
    primaryCta: "Kostenlose Beratung anfragen",
    secondaryCta: `${role.adviserNoun} kennenlernen`,
    stats: [clients, experience, reachabilityStat(siteConfig.responseTime)],
  },

  targetGroups: {
    heading: "PKV Beratung für Ihren Beruf",
    intro:
      "Angestellte Ärzte, Anwälte und Ingenieure wechseln nach denselben Regeln wie alle Angestellten; andere Wege gelten für Selbstständige und Beamte. Eigene Tarife gibt es nur für wenige: Ärztetarife, beihilfekonforme Tarife für Beamte und Ausbildungstarife. Wählen Sie Ihre Gruppe und lesen Sie, worauf es in Ihrer Lage ankommt.",
    cards: homeCards,
    benefitsBlock: {
      heading: "Was die private Krankenversicherung Ihnen bieten kann",
      intro:
        "Den Umfang Ihres Schutzes legen Sie selbst fest. Steuerlich sind beide Systeme gleichgestellt: Beiträge zur Basisabsicherung einschließlich Pflegeversicherung setzen Sie in der PKV wie in der GKV als Vorsorgeaufwendungen ab (§\u00a010 Abs.\u00a01 Nr.\u00a03 EStG), Wahlleistungen nur im Rahmen der allgemeinen Höchstbeträge, die oft schon ausgeschöpft sind.",
      items: [
        {
          icon: "piggy-bank",
          title: savingsCardTitle(siteConfig.savingsComparison),
          description:
            "Die Krankenkasse bemisst den Beitrag nach Ihrem Einkommen, der private Versicherer nach Eintrittsalter, Gesundheit und Tarif. Wer jung und gesund eintritt, gut verdient, einen Selbstbehalt wählt und nur sich selbst versichert, kann deshalb weniger zahlen als den Höchstbeitrag der GKV. Woran sich ein Tarif messen lassen muss, zeigt das Rechenbeispiel darunter; ein Versprechen ist es nicht.",
        },
        {
          icon: "shield-check",
          title: "Lebenslanger Schutz",
          description:
            "Eine Krankheitskostenvollversicherung darf der Versicherer nicht ordentlich kündigen (§\u00a0206 VVG) – auch nicht nach hohen Behandlungskosten oder im Alter. Den Beitrag darf er nur anpassen, wenn die Leistungsausgaben oder die Sterbewahrscheinlichkeiten über einen Schwellenwert hinaus von der Kalkulation abweichen; dann rechnet er ihn mit allen Rechnungsgrundlagen neu, und ein unabhängiger Treuhänder muss zustimmen (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG).",
        },
        {
          icon: "clock",
          title: "Schnelle Erstattung per App",
          description:
            "Rechnungen reichen Sie bei vielen Versicherern per App ein; die Erstattung dauert je nach Versicherer oft nur wenige Tage. Im Krankenhaus rechnet die Klinik über die Klinikcard direkt mit dem Versicherer ab, wenn Ihr Versicherer sie anbietet.",
        },
        {
          icon: "star",
          title: "Umfassender Schutz",
          description:
            "Chefarztbehandlung, Einbettzimmer, Zahnzusatz und Krankenhaustagegeld sind je nach Tarif wählbar. Die Höhe der Selbstbeteiligung bestimmen Sie flexibel und senken damit Ihren Beitrag.",
        },
        {
          icon: "hospital",
          title: "Freie Wahl von Arzt und Klinik",
          description:
            "Als Privatpatient wählen Sie Ärzte und Kliniken frei, sofern Ihr Tarif keinen Primärarzt vorsieht. Die vereinbarten Leistungen stehen in Ihrem Vertrag; ändern darf der Versicherer die Bedingungen nur bei einer dauerhaften Veränderung im Gesundheitswesen und mit Bestätigung eines unabhängigen Treuhänders (§\u00a0203 Abs.\u00a03 VVG).",
        },
      ],
      savingsExample: savingsExampleCopy,
    },
    cta: {
      text: "Nicht sicher, welcher Weg zu Ihrem Beruf passt? Schildern Sie mir kurz Ihre Situation – Sie erhalten eine ehrliche Einschätzung, auch wenn sie gegen einen Wechsel spricht.",
      button: "Kostenlose Einschätzung anfragen",
    },
  },

  about: {
    heading: `${role.yourAdviser} für private Krankenversicherung`,
    eyebrow: "Über mich",
    intro: [
      `Ich bin ${adviser.name}, ${role.statusNoun} und ${adviser.qualification}, im Vermittlerregister eingetragen als ${registration.permission}. Seit ${adviser.activeSinceYear} berate ich Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte zur privaten Krankenversicherung und suche für jede Berufsgruppe die Tarife, die zu ihren Regeln und Risiken passen.`,
      `Unabhängig heißt bei mir: Als ${role.statusNoun} bin ich an keinen Versicherer gebunden und wähle für Sie unter den Tarifen vieler Versicherer aus. Dafür arbeite ich mit dem Maklerverbund ${broker.name} zusammen, über den ich die Angebote zahlreicher Gesellschaften vergleiche. Die Gesundheitsfragen bereite ich vor dem Antrag gründlich mit Ihnen vor, damit Ihr Versicherungsschutz später nicht an einer vergessenen Angabe scheitert.`,
      `Auch nach dem Abschluss bleibe ich ${role.yourContact}. ${replies} – während der Bürozeiten (${formatOpeningHours(siteConfig.openingHours)}) erreichen Sie mich auch am Telefon. Lehnt der Versicherer eine Rechnung ganz oder teilweise ab, unterstütze ich Sie im Leistungsfall dabei, Ihre Ansprüche geltend zu machen.`,
    ],
    qualities: [
      {
        icon: "handshake",
        title: "Vertrauenswürdig",
        description: "Ich empfehle nur, was zu Ihrer Lage passt, und sage offen, wenn die gesetzliche Krankenversicherung für Sie die bessere Wahl bleibt.",
      },
      {
        icon: "award",
        title: "Qualifiziert",
        description: `${registration.permission}, eingetragen im Vermittlerregister, ${adviser.qualification} und zur regelmäßigen Weiterbildung verpflichtet (§\u00a034d Abs.\u00a09 GewO).`,
      },
      {
        icon: "users",
        title: "Kundenorientiert",
        description: "Beratung per WhatsApp, Telefon oder E-Mail – verständlich erklärt, in Ihrem Tempo und ohne Fachchinesisch.",
      },
      {
        icon: "heart-pulse",
        title: "Engagiert",
        description:
          "Ich begleite Sie über den Abschluss hinaus: bei Beitragsanpassungen, beim Tarifwechsel nach §\u00a0204 VVG und bei Fragen zur Erstattung.",
      },
    ],
    certification: `${registration.permission}, Registrierungsnummer ${registration.registerNumber}; ${adviser.qualification}`,
    brokerNote: `Kooperationspartner: ${broker.name}. Über den Maklerverbund vergleiche ich die Tarife zahlreicher privater Krankenversicherer für Sie.`,
    cta: "Persönliches Gespräch anfragen",
  },

  wizardSection: {
    heading: "Ihre kostenlose PKV-Anfrage",
    intro:
      "Vier kurze Schritte, etwa 2\u00a0Minuten: Ihre Daten, Ihr Beruf und Einkommen, der gewünschte Schutz. Danach öffnet sich WhatsApp mit Ihrer vorausgefüllten Nachricht; an mich geht sie erst, wenn Sie sie dort absenden.",
  },

  faq: {
    heading: "Häufige Fragen zur privaten Krankenversicherung",
    intro: "Die wichtigsten Antworten vor einem Wechsel, kurz und ehrlich. Alles, was Ihre persönliche Situation betrifft, kläre ich mit Ihnen im Gespräch.",
    items: [
      {
        question: "Wer kann in die private Krankenversicherung wechseln?",
        answer: [
          "Hauptberuflich Selbstständige, Freiberufler und Gewerbetreibende können sich unabhängig vom Einkommen privat versichern; der Weg zurück in die GKV ist ihnen danach in aller Regel verschlossen (§\u00a05 Abs.\u00a05 und §\u00a09 SGB\u00a0V). Beamte und Beamtenanwärter sind in der Regel privat versichert, weil die Beihilfe ihres Dienstherrn einen Teil der Krankheitskosten übernimmt. Angestellte – auch angestellte Ärzte, Anwälte und Ingenieure – können wechseln, wenn ihr regelmäßiges Bruttojahresgehalt die Versicherungspflichtgrenze übersteigt: in einer neuen Stelle vom ersten Arbeitstag an, in der bisherigen zum Ende des Kalenderjahres, sofern es auch die Grenze des Folgejahres übersteigt (§\u00a06 Abs.\u00a04 SGB\u00a0V).",
          "Bedenken Sie vorher: Kinder und Partner ohne eigenes Einkommen brauchen in der PKV einen eigenen Vertrag, und die Rückkehr in die GKV ist eingeschränkt, ab 55\u00a0Jahren praktisch ausgeschlossen (§\u00a06 Abs.\u00a03a SGB\u00a0V).",
        ],
      },
      {
        question: "Ab welchem Einkommen können Angestellte privat versichert sein?",
        answer: [
          `Maßgeblich ist die Versicherungspflichtgrenze, auch Jahresarbeitsentgeltgrenze genannt: Sie liegt ${year} bei ${threshold} brutto im Jahr (${jaegSource}), regelmäßige Sonderzahlungen wie vertraglich zugesichertes Weihnachtsgeld zählen mit. Wer sie überschreitet, scheidet zum Ende des Kalenderjahres aus der Versicherungspflicht aus, wenn das Gehalt auch über der Grenze des Folgejahres liegt (§\u00a06 Abs.\u00a04 SGB\u00a0V). Wer eine neue Stelle antritt – beim ersten Job ebenso wie beim Wechsel des Arbeitgebers – und dort regelmäßig mehr als die Grenze verdient, ist vom ersten Tag an versicherungsfrei (§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V). Wird er am folgenden 1.\u00a0Januar nur wegen der höheren Grenze versicherungspflichtig, bleibt er privat versichert nur, wenn er sich innerhalb von drei Monaten auf Antrag befreien lässt (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V).`,
          `Die Grenze steigt fast jedes Jahr${
            previousFigures === null ? "" : ` – ${previousYear} lag sie noch bei ${formatEuro(previousFigures.versicherungspflichtgrenze)} (${jaegSource})`
          }; ein niedrigerer Betrag auf anderen Seiten stammt daher meist aus einem früheren Jahr. Für Selbstständige und Beamte gilt keine Einkommensgrenze.`,
        ],
      },
      {
        question: "Was kostet mich Ihre Beratung?",
        answer: [
          `Nichts. Als ${role.statusNoun} erhalte ich eine Courtage vom Versicherer, bei dem Sie Ihren Vertrag abschließen; Ihr Beitrag für denselben Tarif ist derselbe wie bei einem Abschluss direkt beim Versicherer. Die Beratung ist unverbindlich: Ob und welchen Tarif Sie wählen, entscheiden Sie erst nach dem Vergleich.`,
        ],
      },
      {
        question: "Muss ich vor dem Abschluss Gesundheitsfragen beantworten?",
        answer: [
          "Ja: Der Versicherer fragt nach Behandlungen, Diagnosen und Medikamenten der letzten Jahre und entscheidet danach über Annahme, Risikozuschläge oder Leistungsausschlüsse. Beantworten Sie alle Fragen vollständig und wahrheitsgemäß, denn falsche oder vergessene Angaben können ihn später zum Rücktritt vom Vertrag berechtigen.",
          "Bei Vorerkrankungen stelle ich vorab anonyme Risikovoranfragen bei mehreren Versicherern. So erfahren Sie vor einem Antrag, wie die Versicherer Ihren Gesundheitszustand einschätzen, und vermeiden einen abgelehnten Antrag unter Ihrem Namen, nach dem spätere Anträge fragen können. Die Antworten sind Einschätzungen, keine verbindlichen Angebote: Verbindlich entscheidet der Versicherer erst über Ihren Antrag, und er muss auf eine anonyme Anfrage nicht antworten.",
        ],
      },
      {
        question: "Werden die Beiträge im Alter unbezahlbar?",
        answer: [
          "Auch in der PKV steigen Beiträge, etwa wenn die Behandlungskosten zunehmen oder die Menschen länger leben; gleichbleibende Beiträge verspricht kein Tarif. Der Versicherer vergleicht jedes Jahr die kalkulierten mit den tatsächlichen Leistungsausgaben und Sterbewahrscheinlichkeiten. Weicht einer der beiden Werte um mehr als den gesetzlichen oder vertraglich vereinbarten Schwellenwert ab, rechnet er den Beitrag mit allen Rechnungsgrundlagen neu, auch dem Rechnungszins, und ein unabhängiger Treuhänder muss zustimmen (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG).",
          "Planbar werden die Beiträge im Alter durch die Alterungsrückstellungen, die der Versicherer aus Ihren Beiträgen bildet, und durch den gesetzlichen Zuschlag von 10\u00a0% (§\u00a0149 VAG), den Sie von 21 bis 60\u00a0Jahren zahlen und den der Versicherer ab 65\u00a0Jahren einsetzt, um Beitragserhöhungen zu dämpfen (§\u00a0150 VAG). Wird der Beitrag zu hoch, können Sie beim selben Versicherer in einen anderen Tarif wechseln und behalten Ihre Alterungsrückstellungen (§\u00a0204 VVG).",
          `Ein Beitragsentlastungstarif senkt den Beitrag im Ruhestand zusätzlich, und das Krankentagegeld fällt dann weg. Angestellte erhalten bis dahin einen Arbeitgeberzuschuss von der Hälfte des Beitrags, ${year} höchstens ${maxSubsidy} im Monat für die Krankenversicherung (${subsidySource}); wer eine gesetzliche Rente bezieht, bekommt von der Rentenversicherung einen Zuschuss zum PKV-Beitrag.`,
        ],
      },
      {
        question: "Wie schnell geht der Wechsel?",
        answer: [
          `Die Anfrage über das Formular dauert etwa 2\u00a0Minuten – ${siteConfig.responseTime}. Nach Erstgespräch und Tarifvergleich gehe ich die Gesundheitsfragen mit Ihnen durch; Risikovoranfragen dauern meist ein bis zwei Wochen, die Annahme des Antrags oft nur wenige Tage.`,
          "Angestellte wechseln in ihrer bisherigen Stelle zum Ende des Kalenderjahres, in dem sie die Grenze überschreiten, wenn ihr Gehalt auch die Grenze des Folgejahres übersteigt; in einer neuen Stelle über der Grenze vom ersten Arbeitstag an. Selbstständige kündigen eine freiwillige GKV-Mitgliedschaft zum Ablauf des übernächsten Kalendermonats, wirksam erst mit dem Nachweis der neuen Versicherung (§\u00a0175 Abs.\u00a04 SGB\u00a0V); ein Wahltarif ihrer Kasse kann sie bis zu drei Jahre binden (§\u00a053 Abs.\u00a08 SGB\u00a0V). Beamte beginnen ihren Vertrag meist mit der Verbeamtung.",
        ],
      },
    ],
    cta: {
      text: "Ihre Frage ist nicht dabei? Schreiben Sie mir – die Beratung ist kostenlos und unverbindlich.",
      button: "Jetzt kostenlos beraten lassen",
    },
  },

  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: [
    ...figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
    ...(previousFigures === null ? [] : figureSources(["versicherungspflichtgrenze"], previousYear)),
  ],
};
