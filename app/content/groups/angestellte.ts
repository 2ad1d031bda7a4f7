import { figureSources, nextYearNote } from "~/content/figure-notes";
import { BUILD_DATE, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, nextYearFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { formatEuro } from "~/modules/format-de";

const role = adviserRole(siteConfig);
const year = currentFigures.year;
const limit = formatEuro(currentFigures.versicherungspflichtgrenze);
const employerCap = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const limitSource = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const capSource = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;

export const angestellte: GroupContent = {
  slug: "angestellte",
  seo: {
    title: "Private Krankenversicherung für Angestellte",
    description: `PKV für Angestellte: Versicherungspflichtgrenze, Arbeitgeberzuschuss, Familie und Krankentagegeld erklärt – kostenlos beraten von mir als ${role.shortNoun}.`,
    keywords: [
      "private Krankenversicherung Angestellte",
      "PKV Angestellte",
      "Jahresarbeitsentgeltgrenze",
      "Versicherungspflichtgrenze",
      "Arbeitgeberzuschuss PKV",
      "PKV Wechsel Angestellte",
      "PKV Familie Kinder",
      "Krankentagegeld Angestellte",
      "PKV Führungskräfte",
    ],
  },
  hero: {
    title: "Private Krankenversicherung für Angestellte",
    targetGroup: "Für Fach- und Führungskräfte mit Gehalt über der Versicherungspflichtgrenze",
    subtitle: "Wann Sie wechseln dürfen, was Ihr Arbeitgeber dazugibt und worauf Sie mit Familie achten sollten – verständlich aufbereitet.",
    description: `Ob Vertrieb, Controlling, Personalwesen oder Geschäftsleitung: Als Angestellter bestimmt Ihr regelmäßiges Jahresgehalt, ob Sie sich privat versichern dürfen. Die Versicherungspflichtgrenze ${year} beträgt ${limit} brutto (${limitSource}). Ich prüfe mit Ihnen, ab wann der Wechsel möglich ist und welcher Tarif zu Ihrer Lebensplanung passt.`,
    enquiryCta: "Persönliches Angebot anfordern",
  },
  features: [
    {
      icon: "calculator",
      title: "Grenze sicher einschätzen",
      description: "Ich gehe Ihr regelmäßiges Jahresarbeitsentgelt mit Ihnen durch – einschließlich der Sonderzahlungen, die Ihr Arbeitsvertrag fest zusagt.",
    },
    {
      icon: "wallet",
      title: "Halber Beitrag vom Arbeitgeber",
      description: `Ihr Arbeitgeber trägt die Hälfte Ihres Beitrags, höchstens so viel wie sein Anteil in der GKV: ${year} bis zu ${employerCap} monatlich für die Krankenversicherung (${capSource}). Die Pflege wird gesondert bezuschusst.`,
    },
    {
      icon: "users",
      title: "Familie ehrlich durchgerechnet",
      description: "Partner und Kinder benötigen in der PKV eigene Verträge. Ich vergleiche offen, ob privat oder gesetzlich für Ihren Haushalt günstiger ist.",
    },
    {
      icon: "clock",
      title: "Einkommen bei Krankheit gesichert",
      description: "Nach sechs Wochen Entgeltfortzahlung springt ein Krankentagegeld ein, dessen Höhe Sie an Ihr Nettogehalt anpassen.",
    },
  ],
  benefits: {
    intro:
      "Als Angestellter verbinden Sie die Leistungen eines privaten Tarifs mit der finanziellen Beteiligung Ihres Arbeitgebers. Worauf es dabei ankommt, zeigen diese sechs Punkte.",
    cards: [
      {
        icon: "briefcase",
        title: "Wahlfreiheit über der Grenze",
        description:
          "Übersteigt Ihr regelmäßiges Entgelt die Versicherungspflichtgrenze, entscheiden Sie selbst, ob Sie gesetzlich oder privat versichert sind. Ab wann, hängt davon ab, ob Sie die Stelle schon haben oder neu antreten (§\u00a06 Abs.\u00a04 SGB\u00a0V).",
        points: [
          "Wechsel zum Ende des Kalenderjahres, in dem Sie die Grenze überschreiten",
          "Ihr Gehalt muss auch die Grenze des Folgejahres übertreffen",
          "Neue Stelle über der Grenze, auch nach Arbeitgeberwechsel: Wahl ab dem ersten Arbeitstag",
        ],
      },
      {
        icon: "piggy-bank",
        title: "Zuschuss Ihres Arbeitgebers",
        description:
          "Nach §\u00a0257 Abs.\u00a02 SGB\u00a0V zahlt Ihr Arbeitgeber die Hälfte Ihres Beitrags, begrenzt auf den Arbeitgeberanteil, den er in der GKV höchstens tragen müsste.",
        points: [
          `${year}: bis zu ${employerCap} im Monat für die Krankenversicherung (${capSource})`,
          "Für die Pflegepflichtversicherung zusätzlich ein eigener Zuschuss",
          "Nach §\u00a03 Nr.\u00a062 EStG steuerfrei, genau wie der Arbeitgeberbeitrag zur GKV",
        ],
      },
      {
        icon: "heart-pulse",
        title: "Vertraglich zugesicherte Leistungen",
        description:
          "Was Ihr Tarif leistet, steht in Ihrem Vertrag und nicht in einem Leistungskatalog, den der Gesetzgeber ändert. Die Bedingungen darf der Versicherer nur unter den engen Voraussetzungen des §\u00a0203 Abs.\u00a03 VVG anpassen, nachdem ein unabhängiger Treuhänder sie geprüft hat.",
        points: [
          "Chefarzt und Einbettzimmer im Krankenhaus, wenn Ihr Tarif sie enthält",
          "Zahnersatz und Brillen je nach Tarif",
          "Selbstbeteiligung passend zu Ihrem Budget",
        ],
      },
      {
        icon: "baby",
        title: "Kinder flexibel absichern",
        description:
          "Ihr Kind erhält einen eigenen Vertrag. Melden Sie ein Neugeborenes spätestens zwei Monate nach der Geburt rückwirkend an, muss Ihr Versicherer es ab der Geburt ohne Risikozuschläge und Wartezeiten aufnehmen, mit höchstens Ihrem eigenen Schutz (§\u00a0198 Abs.\u00a01 VVG).",
        points: [
          "Kinderbeiträge liegen meist deutlich unter denen für Erwachsene",
          "Der Arbeitgeberzuschuss berücksichtigt auch Kinderbeiträge",
          "Vergleich mit der Familienversicherung der GKV inklusive",
        ],
      },
      {
        icon: "activity",
        title: "Krankentagegeld ab der siebten Woche",
        description:
          "Bei Arbeitsunfähigkeit zahlt Ihr Arbeitgeber sechs Wochen lang weiter. Anschließend ersetzt das Krankentagegeld Ihr Einkommen in der vereinbarten Höhe.",
        points: [
          "Üblicher Beginn: 43.\u00a0Tag der Arbeitsunfähigkeit",
          "Obergrenze ist Ihr Nettoeinkommen, nicht die Bemessungsgrenze",
          "Entfällt im Ruhestand und senkt dann den Beitrag",
        ],
      },
      {
        icon: "receipt",
        title: "Beiträge steuerlich absetzen",
        description:
          "Ihren eigenen Anteil an den Beiträgen zur Basisabsicherung machen Sie als Vorsorgeaufwendungen geltend (§\u00a010 Abs.\u00a01 Nr.\u00a03 EStG) – genauso, wie gesetzlich Versicherte ihre Beiträge absetzen; ein Vorteil der PKV ist das nicht.",
        points: [
          "Pflegepflichtversicherung ebenfalls absetzbar",
          "Der steuerfreie Arbeitgeberanteil wird abgezogen",
          "Wahlleistungen nur im Rahmen der Höchstbeträge",
        ],
      },
    ],
  },
  whyPkv: {
    savings:
      "Mit einem Gehalt über der Beitragsbemessungsgrenze zahlen Sie als gesetzlich Versicherter den Höchstbeitrag – unabhängig davon, wie gesund Sie sind. Privat versichert kann der Beitrag darunter liegen, wenn Sie jung und gesund eintreten, einen Selbstbehalt tragen können und keine Familie mitversichern müssten. Als Angestellter zählt für Sie dabei Ihr Anteil nach Abzug des Arbeitgeberzuschusses; das Rechenbeispiel unter diesen drei Punkten zeigt, woran sich ein Tarif messen muss, nicht Ihren Beitrag.",
    plannablePremiums:
      "Private Beiträge sind nicht eingefroren: Weichen die Ausgaben für Behandlungen oder die Lebenserwartung über einen Schwellenwert hinaus von der Kalkulation ab, darf der Versicherer sie mit allen Rechnungsgrundlagen neu berechnen, wenn ein unabhängiger Treuhänder zustimmt (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG). Planbar bleiben sie durch die Alterungsrückstellungen Ihres Tarifs, durch den Zuschlag von 10\u00a0% nach §\u00a0149 VAG, den Sie von 21 bis 60\u00a0Jahren zahlen und der ab 65 Erhöhungen abfedert, und durch einen Beitragsentlastungstarif für die Zeit nach dem Berufsleben. Als Rentner erhalten Sie zudem einen Zuschuss der Rentenversicherung, und der Beitrag für das Krankentagegeld fällt weg.",
    fastReimbursement:
      "Rechnung fotografieren, in der App hochladen, fertig: Je nach Versicherer kommt Ihr Geld oft innerhalb weniger Tage zurück, ohne Papierkram neben dem Job. Bei einem stationären Aufenthalt rechnet das Krankenhaus über die Klinikcard direkt mit dem Versicherer ab, sofern Ihr Versicherer eine ausgibt; auch manche Praxen und Labore bieten eine Direktabrechnung an.",
  },
  readyCta: `Ob Ihr Gehalt für den Wechsel reicht und was ein Tarif nach Abzug des Arbeitgeberanteils kosten würde, kläre ich mit Ihnen im ersten Gespräch. Die Anfrage dauert rund zwei Minuten. Beratung und Vergleich sind für Sie kostenlos und unverbindlich – als ${role.shortNoun} erhalte ich meine Vergütung vom Versicherer.`,
  overview: {
    intro:
      "Für Angestellte ist der Weg in die private Krankenversicherung an Regeln geknüpft, die Sie kennen sollten, bevor Sie einen Antrag stellen. Hier finden Sie die wichtigsten im Überblick: von der Einkommensgrenze über den Zuschuss Ihres Arbeitgebers bis zu der Frage, was für Ihre Familie und bei längerer Krankheit gilt.",
    sections: [
      {
        heading: "Die Versicherungspflichtgrenze im Detail",
        paragraphs: [
          `Versicherungsfrei sind Angestellte, deren regelmäßiges Jahresarbeitsentgelt die Versicherungspflichtgrenze übersteigt; ${year} liegt sie bei ${limit} brutto (${limitSource}). Dazu zählen das Grundgehalt und Sonderzahlungen, die Ihnen vertraglich, tariflich oder durch betriebliche Übung sicher zustehen – etwa Weihnachts- und Urlaubsgeld. Bezahlte Überstunden bleiben außen vor, sofern sie nicht als feste Pauschale vereinbart sind, ebenso Zuschläge für den Familienstand.`,
          "Steigt Ihr Gehalt im Laufe des Jahres über die Grenze, endet die Versicherungspflicht erst mit Ablauf des Kalenderjahres. Voraussetzung ist, dass Ihr Entgelt auch die Grenze des kommenden Jahres übersteigt, die in der Regel im Herbst bekannt gegeben wird (§\u00a06 Abs.\u00a04 SGB\u00a0V). Diese Prognose stellt Ihr Arbeitgeber anhand Ihres Vertrags an. Treten Sie Ihre erste Stelle oder eine neue Stelle mit einem Gehalt über der Grenze an, sind Sie in der Regel sofort versicherungsfrei. Liegt Ihr Gehalt dann unter der Grenze des folgenden Jahres, beginnt am 1.\u00a0Januar die Versicherungspflicht; eine Befreiung davon gibt es nur auf Antrag innerhalb von drei Monaten (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V).",
          "Unternehmen Sie nichts, führt die Krankenkasse Sie als freiwilliges Mitglied weiter. Den Austritt erklären Sie innerhalb von zwei Wochen nach ihrem Hinweis und weisen dabei Ihren neuen Versicherungsschutz nach. Auch später können Sie als freiwilliges Mitglied mit Kündigungsfrist in die PKV wechseln.",
        ],
      },
      {
        heading: "Was Ihr Arbeitgeber übernimmt",
        paragraphs: [
          `Nach §\u00a0257 Abs.\u00a02 SGB\u00a0V erhalten Sie die Hälfte Ihres Beitrags als Zuschuss, höchstens aber den Arbeitgeberanteil am GKV-Höchstbeitrag. ${year} sind das bis zu ${employerCap} im Monat für die Krankenversicherung (${capSource}); für die private Pflegepflichtversicherung kommt ein eigener Zuschuss hinzu. Berücksichtigt werden auch die Beiträge für Kinder und einen Ehepartner ohne nennenswertes Einkommen, die in der GKV familienversichert wären – die Obergrenze gilt dann für alle Verträge zusammen.`,
        ],
      },
      {
        heading: "Wenn das Gehalt wieder unter die Grenze fällt",
        paragraphs: [
          "Sinkt Ihr regelmäßiges Entgelt unter die Versicherungspflichtgrenze – etwa durch Teilzeit oder weil die Grenze stärker steigt als Ihr Gehalt –, werden Sie grundsätzlich wieder versicherungspflichtig. Nur in bestimmten Fällen können Sie sich nach §\u00a08 SGB\u00a0V auf Antrag befreien lassen und privat versichert bleiben, zum Beispiel wenn allein die Anhebung der Grenze die Versicherungspflicht auslöst oder wenn Sie Ihre Arbeitszeit unter bestimmten Voraussetzungen verringern, etwa in der Elternzeit. Der Antrag ist innerhalb von drei Monaten zu stellen, und die Befreiung kann nicht widerrufen werden.",
          "Ab einem Alter von 55\u00a0Jahren gilt eine Sonderregel: Wer in den fünf Jahren davor nicht gesetzlich versichert war, bleibt in der Regel auch mit geringerem Gehalt versicherungsfrei (§\u00a06 Abs.\u00a03a SGB\u00a0V). Der Weg zurück in die GKV ist dann praktisch verschlossen.",
        ],
      },
      {
        heading: "Partner und Kinder",
        paragraphs: [
          "Eine beitragsfreie Mitversicherung wie in der GKV gibt es privat nicht; jedes Familienmitglied bekommt einen eigenen Vertrag. Ist Ihr Partner gesetzlich versichert, kommt es auf die Einkommen an: Sind Sie verheiratet, verdienen als privat Versicherter mehr als Ihr Partner und liegen über der Versicherungspflichtgrenze, können die Kinder nicht beitragsfrei in der GKV familienversichert werden. Gerade bei einem Alleinverdiener mit mehreren Kindern vergleiche ich deshalb beide Systeme mit konkreten Zahlen.",
        ],
      },
      {
        heading: "Lohnfortzahlung und Krankentagegeld",
        paragraphs: [
          "Werden Sie krank, erhalten Sie von Ihrem Arbeitgeber sechs Wochen lang Ihr volles Gehalt. Danach leistet in der PKV das Krankentagegeld, das Sie in passender Höhe vereinbaren. Das gesetzliche Krankengeld beträgt dagegen 70\u00a0% des Bruttoentgelts bis zur Beitragsbemessungsgrenze und höchstens 90\u00a0% des Nettoentgelts – bei gehobenen Gehältern bleibt eine deutliche Lücke.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Zählen Weihnachts- und Urlaubsgeld zum Jahresarbeitsentgelt?",
      answer: [
        "Ja, wenn sie Ihnen regelmäßig und mit hinreichender Sicherheit zustehen – etwa weil Arbeitsvertrag, Tarifvertrag oder eine betriebliche Übung sie vorsehen. Einmalige freiwillige Zahlungen und nicht fest vereinbarte Überstundenvergütungen zählen nicht mit.",
        "Bei erfolgsabhängigen Boni kommt es darauf an, ob und in welcher Höhe sie sicher zu erwarten sind. Im Zweifel kläre ich das mit Ihnen und Ihrer Personalabteilung.",
      ],
    },
    {
      question: "Mein Gehalt liegt seit einer Erhöhung im Herbst über der Grenze – wann kann ich wechseln?",
      answer: [
        "Zum 1.\u00a0Januar des Folgejahres, sofern Ihr regelmäßiges Entgelt auch die dann geltende Versicherungspflichtgrenze übersteigt. Es kommt nicht darauf an, wie viel Sie im laufenden Jahr insgesamt verdient haben, sondern auf das Jahresgehalt, das sich aus Ihrem neuen Vertrag ergibt.",
        "Planen Sie den Antrag rechtzeitig, damit die Gesundheitsprüfung abgeschlossen ist und der Schutz lückenlos beginnt.",
      ],
    },
    {
      question: `Wie hoch ist der Arbeitgeberzuschuss zur PKV im Jahr ${year}?`,
      answer: [
        `Ihr Arbeitgeber zahlt die Hälfte Ihres Beitrags, höchstens aber den Arbeitgeberanteil, den er in der GKV tragen müsste – ${year} ${employerCap} monatlich für die Krankenversicherung (${capSource}). Für die Pflegepflichtversicherung erhalten Sie einen separaten Zuschuss.`,
        "Liegt Ihr Beitrag unter dem Doppelten des Höchstzuschusses, übernimmt der Arbeitgeber genau die Hälfte. Der Zuschuss ist steuerfrei und wird mit dem Gehalt ausgezahlt.",
      ],
    },
    {
      question: "Was passiert, wenn mein Gehalt später unter die Versicherungspflichtgrenze fällt?",
      answer: [
        "Grundsätzlich werden Sie dann wieder in der GKV versicherungspflichtig, und Ihren privaten Vertrag können Sie kündigen oder als Anwartschaft fortführen. Eine Befreiung nach §\u00a08 SGB\u00a0V ist nur in bestimmten Fällen möglich, etwa wenn lediglich die Grenze angehoben wurde oder wenn Sie Ihre Arbeitszeit unter bestimmten Voraussetzungen reduzieren; beantragen müssen Sie sie innerhalb von drei Monaten.",
        "Ab einem Alter von 55\u00a0Jahren bleiben Sie meist privat versichert, weil die Rückkehr in die GKV dann weitgehend ausgeschlossen ist.",
      ],
    },
    {
      question: "Wie versichere ich Partner und Kinder, wenn ich privat versichert bin?",
      answer: [
        "Jedes Familienmitglied erhält einen eigenen Vertrag mit eigenem Beitrag. Kinder lassen sich jederzeit mit Gesundheitsprüfung aufnehmen. Für ein Neugeborenes entfällt sie: Ist ein Elternteil am Tag der Geburt privat krankenversichert und meldet das Kind dort innerhalb von zwei Monaten rückwirkend an, versichert dessen Versicherer es ab der Geburt ohne Risikozuschläge und ohne Wartezeiten, höchstens im Umfang des Schutzes, den der Elternteil selbst hat (§\u00a0198 Abs.\u00a01 VVG). Sein Vertrag darf dafür verlangen, dass der Elternteil schon eine Mindestzeit bei ihm versichert ist, höchstens drei Monate (§\u00a0198 Abs.\u00a03 VVG).",
        "Ob Ihre Kinder alternativ beitragsfrei über einen gesetzlich versicherten Partner laufen können, hängt von Familienstand und Einkommen ab. Ich vergleiche beide Varianten für Ihre Familie.",
      ],
    },
    {
      question: "Wer zahlt, wenn ich länger als sechs Wochen krank bin?",
      answer: [
        "Die ersten sechs Wochen zahlt Ihr Arbeitgeber Ihr Gehalt weiter. Ab dem 43.\u00a0Tag leistet das private Krankentagegeld – in der Höhe, die Sie vereinbart haben, begrenzt auf Ihr Nettoeinkommen.",
        "Steigt Ihr Gehalt, sollten Sie den Tagessatz anpassen. Viele Tarife erlauben eine Erhöhung ohne neue Gesundheitsprüfung, wenn Sie sie zeitnah nach der Gehaltssteigerung beantragen.",
      ],
    },
  ],
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
};
