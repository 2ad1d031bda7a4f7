import { figureSources, nextYearNote } from "~/content/figure-notes";
import { BUILD_DATE, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, nextYearFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { formatEuro } from "~/modules/format-de";

const role = adviserRole(siteConfig);
const year = currentFigures.year;
const threshold = formatEuro(currentFigures.versicherungspflichtgrenze);
const maxSubsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const thresholdRule = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const subsidyRule = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;

export const ingenieure: GroupContent = {
  slug: "ingenieure",
  seo: {
    title: "Private Krankenkasse für Ingenieure",
    description:
      "PKV für Ingenieure: Wechsel über der Versicherungspflichtgrenze, Arbeitgeberzuschuss, Schutz bei Auslandsprojekten und Krankentagegeld fürs Ingenieurbüro.",
    keywords: [
      "Private Krankenkasse Ingenieure",
      "private Krankenversicherung Ingenieur",
      "PKV Ingenieure",
      "PKV beratende Ingenieure",
      "Krankentagegeld Ingenieurbüro",
      "Auslandskrankenschutz Projektarbeit",
      "PKV nach Beförderung",
      "PKV Berufseinstieg Ingenieur",
    ],
  },
  hero: {
    title: "Private Krankenkasse für Ingenieure",
    targetGroup: "Für Ingenieurinnen und Ingenieure – angestellt oder mit eigenem Ingenieurbüro",
    subtitle: "Vom Maschinenbau bis zur Softwareentwicklung: Krankenversicherungsschutz, der zu Ihrem Gehalt, Ihren Projekten und Ihren Plänen passt.",
    description: `Angestellte Ingenieure können in die PKV wechseln, wenn ihr regelmäßiges Bruttogehalt die Versicherungspflichtgrenze übersteigt – mit einer neuen Stelle sofort, sonst zum Jahresende, sofern es auch über der Grenze des nächsten Jahres liegt. ${year} beträgt die Grenze ${threshold} im Jahr (${thresholdRule}). Beratende Ingenieure mit eigenem Büro entscheiden unabhängig vom Einkommen. Ich vergleiche für Sie die Tarife mehrerer Versicherer.`,
    enquiryCta: "Ingenieur-Tarife vergleichen lassen",
  },
  features: [
    {
      icon: "cog",
      title: "Schutz passend zum technischen Beruf",
      description:
        "Eigene Ingenieurtarife gibt es nicht. Ob Konstruktion, Elektrotechnik, Bauleitung oder Softwarearchitektur: Leistungen und Selbstbeteiligung eines allgemeinen Tarifs stimme ich mit Ihnen auf Ihren Arbeitsalltag und Ihr Einkommen ab.",
    },
    {
      icon: "plane",
      title: "Schutz bei Auslandsprojekten",
      description:
        "Inbetriebnahme in Asien, Baustelle in Skandinavien, Abnahmetermin in den USA: Ich prüfe, wo und wie lange Ihr Tarif bei Einsätzen im Ausland leistet.",
    },
    {
      icon: "trending-up",
      title: "Wechsel nach dem Karrieresprung",
      description:
        "Beförderung, neue Stelle oder Berufseinstieg mit hohem Gehalt: Ich sage Ihnen, ab wann Sie wechseln dürfen und was bis dahin zu erledigen ist.",
    },
    {
      icon: "hard-hat",
      title: "Absicherung fürs Ingenieurbüro",
      description:
        "Als beratender Ingenieur tragen Sie Ihr Einkommensrisiko selbst. Ein passend bemessenes Krankentagegeld ersetzt Ihren Verdienst, wenn Sie länger ausfallen.",
    },
  ],
  benefits: {
    intro:
      "Ingenieure denken in Lastfällen, Toleranzen und Sicherheitsreserven. Genau so gehe ich Ihre Krankenversicherung an: Welche Leistungen brauchen Sie wirklich, welche Risiken müssen abgedeckt sein, und was darf der Schutz im Monat kosten?",
    cards: [
      {
        icon: "wallet",
        title: "Arbeitgeber zahlt mit",
        description: `Angestellte Ingenieure erhalten die Hälfte ihres Beitrags als Zuschuss, höchstens den Arbeitgeberanteil der GKV – ${year} ${maxSubsidy} monatlich zum Krankenversicherungsbeitrag (${subsidyRule}).`,
        points: [
          "Für die Pflegepflichtversicherung gibt es einen eigenen Zuschuss",
          "Steuerfrei wie der Arbeitgeberanteil in der GKV (§\u00a03 Nr.\u00a062 EStG)",
          "Beiträge Ihrer Kinder zählen bis zur Höchstgrenze mit",
        ],
      },
      {
        icon: "plane",
        title: "Auslandsschutz auf Dienstreisen",
        description:
          "Vorübergehende Projekteinsätze und Kundentermine im Ausland sind in privaten Tarifen eingeschlossen – wie lange, hängt vom Tarif und vom Zielland ab.",
        points: [
          "Europa: versichert nach den Musterbedingungen (§\u00a01 Abs.\u00a04 MB/KK)",
          "Außerhalb Europas ohne Vereinbarung der erste Monat, je nach Tarif länger",
          "Längere Entsendungen kläre ich vor der Abreise mit dem Versicherer",
        ],
      },
      {
        icon: "laptop",
        title: "Abrechnung per App",
        description:
          "Belege scannen Sie mit der App Ihres Versicherers und laden sie hoch – praktisch, wenn Sie zwischen Werk, Baustelle und Homeoffice pendeln.",
        points: [
          "Erstattung häufig schon nach wenigen Tagen",
          "Bearbeitungsstand in vielen Apps nachvollziehbar",
          "Im Krankenhaus Direktabrechnung per Klinikcard, wo angeboten",
        ],
      },
      {
        icon: "activity",
        title: "Tagegeld fürs Ingenieursgehalt",
        description:
          "Das gesetzliche Krankengeld ist durch die Beitragsbemessungsgrenze gedeckelt. Bei einem Ingenieursgehalt entsteht dadurch schnell eine spürbare Lücke.",
        points: [
          "Angestellte: Leistung ab dem 43.\u00a0Tag, nach der Lohnfortzahlung",
          "Selbstständige: Karenzzeit nach eigenen Rücklagen wählbar",
          "Höhe orientiert sich an Ihrem Nettoeinkommen",
        ],
      },
      {
        icon: "hospital",
        title: "Extras nach Wahl",
        description:
          "Welche Zusatzleistungen Ihr Tarif enthält, entscheiden Sie selbst – etwa Chefarztbehandlung oder ein Einbettzimmer bei einem Klinikaufenthalt.",
        points: ["Zahnzusatzleistungen je nach Tarif", "Krankenhaustagegeld optional vereinbar", "Selbstbeteiligung in mehreren Stufen wählbar"],
      },
      {
        icon: "file-check",
        title: "Gesundheitsprüfung mit Plan",
        description:
          "Ob und zu welchen Konditionen ein Versicherer Sie annimmt, entscheidet die Gesundheitsprüfung. Ich bereite sie mit Ihnen Punkt für Punkt vor.",
        points: [
          "Anonyme Risikovoranfragen bei mehreren Gesellschaften",
          "Vollständige Angaben sichern später Ihren Leistungsanspruch",
          "Mögliche Zuschläge kennen Sie vor dem Antrag",
        ],
      },
    ],
  },
  whyPkv: {
    savings:
      "Wer als Ingenieur klar über der Versicherungspflichtgrenze verdient, zahlt in der gesetzlichen Kasse in aller Regel den Höchstbeitrag. Ein privater Tarif kann dann günstiger sein – typischerweise beim Berufseinstieg, mit guter Gesundheit, einem mitgerechneten Selbstbehalt und ohne Kinder, die in der GKV beitragsfrei wären. Ob und wie viel Sie tatsächlich sparen, hängt von Eintrittsalter, Gesundheitszustand und Leistungen ab; das Rechenbeispiel unter dem Band zeigt den Höchstbeitrag in Euro, an dem sich ein Tarif messen muss.",
    plannablePremiums:
      "Auch private Beiträge steigen, etwa wenn medizinische Leistungen teurer werden oder die Lebenserwartung steigt; dann kalkuliert der Versicherer mit allen Rechnungsgrundlagen neu, wozu ein unabhängiger Treuhänder seine Zustimmung geben muss (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG). Planbar machen sie die Alterungsrückstellungen, der gesetzliche Zuschlag von 10\u00a0%, den Sie im Alter von 21 bis 60\u00a0Jahren zahlen (§\u00a0149 VAG), und auf Wunsch ein Beitragsentlastungstarif. Im Ruhestand entfällt außerdem das Krankentagegeld samt seinem Beitragsanteil.",
    fastReimbursement:
      "Ob im Büro, auf der Baustelle oder im Hotel nach dem Kundentermin: Arztrechnungen fotografieren Sie und reichen sie per App ein, das Geld ist je nach Versicherer oft nach wenigen Tagen auf Ihrem Konto. Direkt abgerechnet wird vor allem im Krankenhaus über die Klinikcard, wenn Ihr Versicherer eine ausgibt, bei einigen Leistungserbringern auch ambulant.",
  },
  readyCta: `Senden Sie mir in etwa zwei Minuten Ihre Eckdaten – Anstellung oder eigenes Büro, ungefähres Gehalt, gewünschte Leistungen. Ich melde mich mit einer ersten Einschätzung. Die Beratung ist kostenlos und unverbindlich, weil ich als ${role.shortNoun} vom Versicherer vergütet werde.`,
  overview: {
    intro:
      "Wer als Ingenieurin oder Ingenieur in Maschinenbau, Elektrotechnik, Bauwesen, Automobilindustrie oder IT mehr als die Versicherungspflichtgrenze verdient oder ein eigenes Büro führt, kann zwischen gesetzlicher und privater Krankenversicherung wählen. Ob sich der Wechsel lohnt, hängt aber nicht allein vom Einkommen ab. Auch wenn oft von der „privaten Krankenkasse“ die Rede ist: Die PKV ist eine Krankenversicherung privater Versicherungsunternehmen; Krankenkassen heißen nur die Träger der gesetzlichen Krankenversicherung (§\u00a04 SGB\u00a0V).",
    sections: [
      {
        heading: "Angestellt: wann Sie wechseln dürfen",
        paragraphs: [
          `Solange Sie angestellt sind, entscheidet Ihr regelmäßiges Bruttojahresgehalt. Die Versicherungspflichtgrenze beträgt ${year} ${threshold} (${thresholdRule}). Überschreiten Sie sie im Lauf eines Jahres – etwa durch die Beförderung zur Projektleitung oder eine tarifliche Höhergruppierung –, endet die Versicherungspflicht mit Ablauf dieses Kalenderjahres, sofern Ihr Gehalt auch über der Grenze des Folgejahres liegt (§\u00a06 Abs.\u00a04 SGB\u00a0V).`,
          "Anders beim Berufsstart: Liegt schon Ihr erstes Gehalt nach dem Studium über der Grenze, können Sie sich von Anfang an privat versichern. Dasselbe gilt bei jedem Arbeitgeberwechsel in eine Stelle über der Grenze: Ihr künftiges Jahresgehalt wird zu Beginn der Beschäftigung vorausschauend bewertet (§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V).",
          `Vom Arbeitgeber kommt die Hälfte des Beitrags dazu, für die Krankenversicherung gedeckelt auf seinen GKV-Anteil, ${maxSubsidy} pro Monat (Stand ${year}, ${subsidyRule}). Zur Pflegepflichtversicherung zahlt er einen gesonderten Zuschuss.`,
        ],
      },
      {
        heading: "Beratende Ingenieure mit eigenem Büro",
        paragraphs: [
          "Als freiberuflicher Ingenieur sind Sie an keine Einkommensgrenze gebunden; eine freiwillige Kassenmitgliedschaft endet nach Kündigung zum Ablauf des übernächsten Monats (§\u00a0175 Abs.\u00a04 SGB\u00a0V). Den Rückweg in die GKV versperrt Ihnen die hauptberufliche Selbstständigkeit meist dauerhaft (§\u00a05 Abs.\u00a05 SGB\u00a0V). Einen Arbeitgeberzuschuss gibt es dann nicht; dafür legen Sie Selbstbeteiligung und Leistungsumfang selbst fest. Unverzichtbar ist ein Krankentagegeld, das Ihren Verdienst ersetzt, wenn Sie wochenlang keine Aufträge bearbeiten können. Es darf Ihr durchschnittliches Nettoeinkommen nicht übersteigen; die laufenden Kosten des Büros sichern Sie getrennt ab.",
        ],
      },
      {
        heading: "Projektarbeit im Ausland",
        paragraphs: [
          "Montage in China, Abnahme beim Kunden in Mexiko, ein halbes Jahr auf einer Großbaustelle am Golf: Ingenieure sind oft länger im Ausland als Urlauber. Nach den Musterbedingungen der PKV gilt der Schutz für Heilbehandlung in Europa; außerhalb Europas ist ohne besondere Vereinbarung nur der erste Monat eines vorübergehenden Aufenthalts versichert, und länger nur, solange eine notwendige Behandlung die Rückreise verhindert, höchstens zwei weitere Monate. Viele Tarife sehen für Reisen außerhalb Europas deutlich längere Fristen vor; maßgeblich sind die Bedingungen Ihres Tarifs.",
          "Vor einer Entsendung prüfe ich mit Ihnen, ob Ihr Tarif ausreicht, ob sich der Schutz verlängern lässt oder ob für die Dauer des Einsatzes eine eigene Auslandskrankenversicherung sinnvoll ist. Ziehen Sie für mehrere Jahre ins Ausland, hält eine Anwartschaftsversicherung Ihren deutschen Vertrag bereit – bei der Rückkehr steigen Sie ohne neue Gesundheitsprüfung wieder ein.",
        ],
      },
      {
        heading: "Leistungen, die zu Ihrem Arbeitsalltag passen",
        paragraphs: [
          "Wer lange Tage am Bildschirm konstruiert oder programmiert, legt oft Wert auf Sehhilfen und Physiotherapie; wer in Werkshallen und auf Baustellen unterwegs ist, eher auf gute Leistungen im Krankenhaus. Je nach Tarif wählbar sind Chefarztbehandlung, Einbettzimmer, Zahnzusatzleistungen und ein Krankenhaustagegeld. Eine höhere Selbstbeteiligung senkt den Beitrag – sinnvoll, wenn Sie Rücklagen haben und kleinere Rechnungen ohnehin selbst tragen.",
        ],
      },
      {
        heading: "Bevor Sie sich festlegen",
        paragraphs: [
          "Eine beitragsfreie Familienversicherung kennt die PKV nicht: Partner und Kinder brauchen jeweils einen eigenen Vertrag. Zurück in die gesetzliche Kasse geht es nur unter engen Voraussetzungen, ab einem Alter von 55\u00a0Jahren praktisch gar nicht mehr (§\u00a06 Abs.\u00a03a SGB\u00a0V). Weil die Gesundheitsprüfung über Annahme und Risikozuschläge entscheidet, kläre ich Vorerkrankungen vorab anonym mit mehreren Versicherern.",
          "Steuerlich setzen Sie die Beiträge zur Basisabsicherung einschließlich Pflegepflichtversicherung als Sonderausgaben ab (§\u00a010 Abs.\u00a01 Nr.\u00a03 EStG), wie gesetzlich Versicherte auch, als Angestellter abzüglich des steuerfreien Arbeitgeberzuschusses. Beiträge für Wahlleistungen wie Chefarzt oder Einbettzimmer wirken sich nur innerhalb der allgemeinen Höchstbeträge aus, die meist schon ausgeschöpft sind.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Ab welchem Gehalt kann ich als angestellter Ingenieur in die PKV wechseln?",
      answer: [
        `Ihr regelmäßiges Bruttojahresgehalt muss die Versicherungspflichtgrenze übersteigen; ${year} beträgt sie ${threshold} (${thresholdRule}). Mitgerechnet werden neben dem Grundgehalt fest zugesagte Sonderzahlungen wie ein 13.\u00a0Monatsgehalt, nicht aber schwankende Überstundenvergütungen.`,
        "Die Grenze wird jedes Jahr neu festgelegt. Ich prüfe mit Ihnen, ob Ihr Gehalt auch im kommenden Jahr darüber liegt.",
      ],
    },
    {
      question: "Ich wurde befördert und verdiene jetzt mehr als die Grenze – ab wann gilt das?",
      answer: [
        "Bleiben Sie beim selben Arbeitgeber, endet die Versicherungspflicht mit Ablauf des Kalenderjahres, in dem Ihr Gehalt die Grenze überschritten hat – vorausgesetzt, es liegt auch über der Grenze des neuen Jahres. Den privaten Vertrag beantragen Sie idealerweise schon im Herbst, damit er nahtlos zum 1.\u00a0Januar beginnt.",
        "Wechseln Sie dagegen zu einem neuen Arbeitgeber mit einem Gehalt über der Grenze, sind Sie in der Regel ab dem ersten Arbeitstag versicherungsfrei. Behalten Sie dann die Grenze des kommenden Jahres im Blick: Übersteigt Ihr Gehalt sie nicht, werden Sie zum 1.\u00a0Januar versicherungspflichtig und können sich davon nur mit einem Antrag innerhalb von drei Monaten befreien lassen (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V).",
      ],
    },
    {
      question: "Bin ich bei Projekteinsätzen im Ausland privat versichert?",
      answer: [
        "In Europa besteht nach den Musterbedingungen der PKV (§\u00a01 Abs.\u00a04 MB/KK) Versicherungsschutz. Für vorübergehende Aufenthalte außerhalb Europas ist ohne besondere Vereinbarung nur der erste Monat abgedeckt; viele Tarife verlängern diesen Zeitraum auf mehrere Monate je Reise. Wie lange Ihr Tarif im Ausland leistet, steht in seinen Bedingungen – ein pauschales „weltweit“ gibt es nicht.",
        "Bei längeren Entsendungen kläre ich vorab, ob der Versicherer den Schutz per Vereinbarung ausdehnt oder ob eine eigene Auslandskrankenversicherung bzw. eine Anwartschaft sinnvoll ist.",
      ],
    },
    {
      question: "Was gilt für beratende Ingenieure mit eigenem Ingenieurbüro?",
      answer: [
        "Freiberufler können unabhängig vom Einkommen in die PKV wechseln, kommen danach aber in aller Regel nicht in die GKV zurück. Den vollen Beitrag zahlen Sie selbst, dafür bestimmen Sie Selbstbeteiligung und Leistungen frei.",
        "Wichtig ist ein Krankentagegeld mit einer Karenzzeit, die zu Ihren Rücklagen passt – je früher es einsetzt, desto höher der Beitrag. Beschäftigen Sie Mitarbeiter, zahlen Sie ihnen als Arbeitgeber selbst einen Zuschuss, wenn sie privat versichert sind.",
      ],
    },
    {
      question: "Lohnt sich die PKV schon beim Berufseinstieg nach dem Studium?",
      answer: [
        "Wenn Ihr Einstiegsgehalt über der Versicherungspflichtgrenze liegt, dürfen Sie sofort wählen; zum Jahreswechsel muss es auch die neue Grenze übersteigen, sonst sind Sie nur mit einer rechtzeitig beantragten Befreiung weiter privat versichert. Ein frühes Eintrittsalter und meist wenige Vorerkrankungen sprechen für günstige Konditionen, und die Alterungsrückstellungen wachsen über viele Jahre.",
        "Bedenken Sie aber Ihre Familienplanung und dass eine spätere Rückkehr in die GKV eingeschränkt ist. Ich rechne beide Wege mit Ihnen durch.",
      ],
    },
    {
      question: "Wie hoch sollte mein Krankentagegeld als Ingenieur sein?",
      answer: [
        "Als Angestellter erhalten Sie sechs Wochen Lohnfortzahlung; danach sollte das Krankentagegeld Ihr Nettogehalt weitgehend ersetzen. Das gesetzliche Krankengeld wäre durch die Beitragsbemessungsgrenze begrenzt und deckt ein höheres Ingenieursgehalt nicht ab.",
        "Mit eigenem Büro richtet sich der Tagessatz nach Ihrem durchschnittlichen Nettoeinkommen, der Beginn nach Ihren finanziellen Reserven.",
      ],
    },
  ],
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
};
