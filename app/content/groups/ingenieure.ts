import { siteConfig } from "~/config/site-config";
import { currentFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { formatEuro } from "~/modules/format-de";

const year = currentFigures.year;
const threshold = formatEuro(currentFigures.versicherungspflichtgrenze);
const maxSubsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const adviser = siteConfig.adviser.name;

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
    subtitle:
      "Vom Maschinenbau bis zur Softwareentwicklung: Krankenversicherungsschutz, der zu Ihrem Gehalt, Ihren Projekten und Ihren Plänen passt.",
    description: `Angestellte Ingenieure können in die PKV wechseln, sobald ihr regelmäßiges Bruttogehalt die Versicherungspflichtgrenze übersteigt – ${year} liegt sie bei ${threshold} im Jahr. Beratende Ingenieure mit eigenem Büro entscheiden unabhängig vom Einkommen. ${adviser} vergleicht für Sie die Tarife mehrerer Versicherer.`,
    primaryCta: "Ingenieur-Tarife vergleichen lassen",
    secondaryCta: "Wechselvoraussetzungen prüfen",
  },
  features: [
    {
      icon: "cog",
      title: "Tarife für technische Berufe",
      description:
        "Ob Konstruktion, Elektrotechnik, Bauleitung oder Softwarearchitektur: Leistungen und Selbstbeteiligung stimmen wir auf Ihren Arbeitsalltag und Ihr Einkommen ab.",
    },
    {
      icon: "plane",
      title: "Schutz bei Auslandsprojekten",
      description:
        "Inbetriebnahme in Asien, Baustelle in Skandinavien, Abnahmetermin in den USA: Wir prüfen, wo und wie lange Ihr Tarif bei Einsätzen im Ausland leistet.",
    },
    {
      icon: "trending-up",
      title: "Wechsel nach dem Karrieresprung",
      description:
        "Beförderung, neue Stelle oder Berufseinstieg mit hohem Gehalt: Wir sagen Ihnen, ab wann Sie wechseln dürfen und was bis dahin zu erledigen ist.",
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
      "Ingenieure denken in Lastfällen, Toleranzen und Sicherheitsreserven. Genau so gehen wir Ihre Krankenversicherung an: Welche Leistungen brauchen Sie wirklich, welche Risiken müssen abgedeckt sein, und was darf der Schutz im Monat kosten?",
    cards: [
      {
        icon: "wallet",
        title: "Arbeitgeber zahlt mit",
        description: `Angestellte Ingenieure erhalten nach §\u00a0257 SGB\u00a0V die Hälfte ihres Beitrags als Zuschuss – ${year} höchstens ${maxSubsidy} im Monat für die Krankenversicherung.`,
        points: [
          "Für die Pflegepflichtversicherung gibt es einen eigenen Zuschuss",
          "Der Zuschuss bleibt für Sie steuerfrei",
          "Beiträge Ihrer Kinder zählen bis zur Höchstgrenze mit",
        ],
      },
      {
        icon: "plane",
        title: "Weltweit auf Dienstreise",
        description:
          "Projekteinsätze und Kundentermine im Ausland sind in privaten Tarifen grundsätzlich eingeschlossen – ohne separate Reisepolice für jeden Trip.",
        points: [
          "Europa ist nach den Musterbedingungen der PKV abgedeckt",
          "Außerhalb Europas mindestens der erste Monat, je nach Tarif deutlich länger",
          "Längere Entsendungen klären wir vor der Abreise mit dem Versicherer",
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
          "Im Krankenhaus rechnet die Klinikcard direkt ab",
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
        points: [
          "Zahnzusatzleistungen je nach Tarif",
          "Krankenhaustagegeld optional vereinbar",
          "Selbstbeteiligung in mehreren Stufen wählbar",
        ],
      },
      {
        icon: "file-check",
        title: "Gesundheitsprüfung mit Plan",
        description:
          "Ob und zu welchen Konditionen ein Versicherer Sie annimmt, entscheidet die Gesundheitsprüfung. Wir bereiten sie mit Ihnen Punkt für Punkt vor.",
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
      "Wer als Ingenieur klar über der Versicherungspflichtgrenze verdient, zahlt in der gesetzlichen Kasse in aller Regel den Höchstbeitrag. Ein privater Tarif kann dann bis zu 40\u00a0% günstiger sein als die GKV – ob und wie viel Sie tatsächlich sparen, hängt von Ihrem Eintrittsalter, Ihrem Gesundheitszustand und den gewählten Leistungen ab.",
    stableContributions:
      "Auch private Beiträge können steigen, etwa wenn medizinische Leistungen teurer werden. Planbar machen sie die Alterungsrückstellungen, der gesetzliche Zuschlag von 10\u00a0%, den Sie zwischen dem 21. und dem 60. Lebensjahr zahlen (§\u00a0149 VAG), und auf Wunsch ein Beitragsentlastungstarif. Im Ruhestand entfällt außerdem das Krankentagegeld samt seinem Beitragsanteil.",
    immediateReimbursement:
      "Ob im Büro, auf der Baustelle oder im Hotel nach dem Kundentermin: Arztrechnungen fotografieren Sie und reichen sie per App ein, das Geld ist oft nach wenigen Tagen auf Ihrem Konto. Direkt abgerechnet wird vor allem im Krankenhaus über die Klinikcard, bei einigen Leistungserbringern auch ambulant.",
  },
  readyCta: `Senden Sie uns in etwa zwei Minuten Ihre Eckdaten – Anstellung oder eigenes Büro, ungefähres Gehalt, gewünschte Leistungen. ${adviser} meldet sich mit einer ersten Einschätzung. Die Beratung ist kostenlos und unverbindlich, weil er als Makler vom Versicherer vergütet wird.`,
  overview: {
    intro:
      "Kaum eine Berufsgruppe steht so häufig vor der Wahl zwischen gesetzlicher und privater Krankenversicherung wie Ingenieurinnen und Ingenieure. Die Gehälter in Maschinenbau, Elektrotechnik, Bauwesen, Automobilindustrie und IT liegen oft über der Versicherungspflichtgrenze, spätestens einige Jahre nach dem Einstieg. Ob sich der Wechsel lohnt, hängt aber nicht allein vom Einkommen ab.",
    sections: [
      {
        heading: "Angestellt: wann Sie wechseln dürfen",
        paragraphs: [
          `Solange Sie angestellt sind, entscheidet Ihr regelmäßiges Bruttojahresgehalt. Die Versicherungspflichtgrenze beträgt ${year} ${threshold}. Überschreiten Sie sie im Lauf eines Jahres – etwa durch die Beförderung zur Projektleitung oder eine tarifliche Höhergruppierung –, endet die Versicherungspflicht mit Ablauf dieses Kalenderjahres, sofern Ihr Gehalt auch über der Grenze des Folgejahres liegt (§\u00a06 Abs.\u00a04 SGB\u00a0V).`,
          "Anders beim Berufsstart: Liegt schon Ihr erstes Gehalt nach dem Studium über der Grenze, können Sie sich von Anfang an privat versichern. Ähnliches gilt in der Regel, wenn Sie den Arbeitgeber wechseln und die neue Stelle besser bezahlt ist – dann wird Ihr künftiges Jahresgehalt zu Beginn der Beschäftigung vorausschauend bewertet.",
          `Vom Arbeitgeber kommt die Hälfte des Beitrags dazu, für die Krankenversicherung gedeckelt auf ${maxSubsidy} pro Monat (Stand ${year}). Zur Pflegepflichtversicherung zahlt er einen gesonderten Zuschuss.`,
        ],
      },
      {
        heading: "Beratende Ingenieure mit eigenem Büro",
        paragraphs: [
          "Als freiberuflicher Ingenieur sind Sie an keine Einkommensgrenze gebunden und können jederzeit in die PKV wechseln. Einen Arbeitgeberzuschuss gibt es dann nicht; dafür legen Sie Selbstbeteiligung und Leistungsumfang selbst fest. Unverzichtbar ist ein Krankentagegeld, das Ihren Verdienst ersetzt, wenn Sie wochenlang keine Aufträge bearbeiten können. Es darf Ihr durchschnittliches Nettoeinkommen nicht übersteigen; die laufenden Kosten des Büros sichern Sie getrennt ab.",
        ],
      },
      {
        heading: "Projektarbeit im Ausland",
        paragraphs: [
          "Montage in China, Abnahme beim Kunden in Mexiko, ein halbes Jahr auf einer Großbaustelle am Golf: Ingenieure sind oft länger im Ausland als Urlauber. Nach den Musterbedingungen der PKV gilt der Schutz in ganz Europa; außerhalb Europas ist mindestens der erste Monat eines vorübergehenden Aufenthalts versichert, viele Tarife leisten erheblich länger.",
          "Vor einer Entsendung prüfen wir mit Ihnen, ob Ihr Tarif ausreicht, ob sich der Schutz verlängern lässt oder ob für die Dauer des Einsatzes eine eigene Auslandskrankenversicherung sinnvoll ist. Ziehen Sie für mehrere Jahre ins Ausland, hält eine Anwartschaftsversicherung Ihren deutschen Vertrag bereit – bei der Rückkehr steigen Sie ohne neue Gesundheitsprüfung wieder ein.",
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
          "Eine beitragsfreie Familienversicherung kennt die PKV nicht: Partner und Kinder brauchen jeweils einen eigenen Vertrag. Zurück in die gesetzliche Kasse geht es nur unter engen Voraussetzungen, ab einem Alter von 55\u00a0Jahren praktisch gar nicht mehr (§\u00a06 Abs.\u00a03a SGB\u00a0V). Weil die Gesundheitsprüfung über Annahme und Risikozuschläge entscheidet, klären wir Vorerkrankungen vorab anonym mit mehreren Versicherern.",
          "Steuerlich setzen Sie die Beiträge zur Basisabsicherung einschließlich Pflegepflichtversicherung als Sonderausgaben ab (§\u00a010 Abs.\u00a01 Nr.\u00a03 EStG), als Angestellter abzüglich des steuerfreien Arbeitgeberzuschusses. Beiträge für Wahlleistungen wie Chefarzt oder Einbettzimmer wirken sich nur innerhalb der allgemeinen Höchstbeträge aus, die meist schon ausgeschöpft sind.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Ab welchem Gehalt kann ich als angestellter Ingenieur in die PKV wechseln?",
      answer: [
        `Ihr regelmäßiges Bruttojahresgehalt muss die Versicherungspflichtgrenze übersteigen; ${year} beträgt sie ${threshold}. Mitgerechnet werden neben dem Grundgehalt fest zugesagte Sonderzahlungen wie ein 13.\u00a0Monatsgehalt, nicht aber schwankende Überstundenvergütungen.`,
        "Die Grenze wird jedes Jahr neu festgelegt. Wir prüfen mit Ihnen, ob Ihr Gehalt auch im kommenden Jahr darüber liegt.",
      ],
    },
    {
      question: "Ich wurde befördert und verdiene jetzt mehr als die Grenze – ab wann gilt das?",
      answer: [
        "Bleiben Sie beim selben Arbeitgeber, endet die Versicherungspflicht mit Ablauf des Kalenderjahres, in dem Ihr Gehalt die Grenze überschritten hat – vorausgesetzt, es liegt auch über der Grenze des neuen Jahres. Den privaten Vertrag beantragen Sie idealerweise schon im Herbst, damit er nahtlos zum 1.\u00a0Januar beginnt.",
        "Wechseln Sie dagegen zu einem neuen Arbeitgeber mit einem Gehalt über der Grenze, sind Sie in der Regel ab dem ersten Arbeitstag versicherungsfrei.",
      ],
    },
    {
      question: "Bin ich bei Projekteinsätzen im Ausland privat versichert?",
      answer: [
        "In Europa besteht nach den Musterbedingungen der PKV Versicherungsschutz. Für vorübergehende Aufenthalte außerhalb Europas ist mindestens der erste Monat abgedeckt; viele Tarife verlängern diesen Zeitraum auf mehrere Monate oder leisten weltweit.",
        "Bei längeren Entsendungen klären wir vorab, ob Ihr Tarif reicht oder ob eine zusätzliche Auslandskrankenversicherung bzw. eine Anwartschaft sinnvoll ist.",
      ],
    },
    {
      question: "Was gilt für beratende Ingenieure mit eigenem Ingenieurbüro?",
      answer: [
        "Freiberufler können unabhängig vom Einkommen jederzeit in die PKV wechseln. Den vollen Beitrag zahlen Sie selbst, dafür bestimmen Sie Selbstbeteiligung und Leistungen frei.",
        "Wichtig ist ein Krankentagegeld mit einer Karenzzeit, die zu Ihren Rücklagen passt – je früher es einsetzt, desto höher der Beitrag. Beschäftigen Sie Mitarbeiter, zahlen Sie ihnen als Arbeitgeber selbst einen Zuschuss, wenn sie privat versichert sind.",
      ],
    },
    {
      question: "Lohnt sich die PKV schon beim Berufseinstieg nach dem Studium?",
      answer: [
        "Wenn Ihr Einstiegsgehalt über der Versicherungspflichtgrenze liegt, dürfen Sie sofort wählen. Ein frühes Eintrittsalter und meist wenige Vorerkrankungen sprechen für günstige Konditionen, und die Alterungsrückstellungen wachsen über viele Jahre.",
        "Bedenken Sie aber Ihre Familienplanung und dass eine spätere Rückkehr in die GKV eingeschränkt ist. Wir rechnen beide Wege mit Ihnen durch.",
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
};
