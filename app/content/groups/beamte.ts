import { beamteGkvExample } from "~/content/beamte-gkv-example";
import { figureSources, nextYearNote } from "~/content/figure-notes";
import {
  PAUSCHALE_BEIHILFE_AS_OF,
  PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER,
  PAUSCHALE_BEIHILFE_LAENDER,
  PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER,
  germanList,
} from "~/content/pauschale-beihilfe";
import { BUILD_DATE, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, nextYearFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { formatEuro } from "~/modules/format-de";

const role = adviserRole(siteConfig);
const year = currentFigures.year;
const threshold = formatEuro(currentFigures.versicherungspflichtgrenze);
const maxSubsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const thresholdBasis = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const subsidyBasis = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;
const flatRateLaender = germanList(PAUSCHALE_BEIHILFE_LAENDER);
// Länder with conditions of their own, from the Dienstherren table: „, unter besonderen Voraussetzungen auch A und B“.
const flatRateSpecial =
  PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER.length === 0 ? "" : `, unter besonderen Voraussetzungen auch ${germanList(PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER)}`;
// Länder the table does not settle: named as open, as the overview table and the calculator do (issue 23, H1).
const flatRateUnsettled =
  PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER.length === 0
    ? ""
    : ` Für ${germanList(PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER)} ist nach meinem Stand nicht geklärt, ob es sie dort gibt.`;

export const beamte: GroupContent = {
  slug: "beamte",
  seo: {
    title: "Private Krankenversicherung für Beamte und Akademiker",
    description:
      "PKV für Beamte, Anwärter, Referendare und Akademiker: Beihilfe und Restkostentarif, Öffnungsaktion, Anwärtertarife und der Wechsel in die Pension erklärt.",
    keywords: [
      "private Krankenversicherung Beamte",
      "Beihilfe Restkostentarif",
      "PKV Beamtenanwärter",
      "Anwärtertarif Referendare",
      "Öffnungsaktion Beamte",
      "Beihilfeergänzungstarif",
      "PKV Akademiker Berufseinstieg",
      "beihilfekonforme Krankenversicherung",
    ],
  },
  hero: {
    title: "Private Krankenversicherung für Beamte und Akademiker",
    targetGroup: "Für Beamte, Anwärter, Referendare und Hochschulabsolventen",
    subtitle:
      "Ihr Dienstherr übernimmt per Beihilfe einen festen Anteil Ihrer Krankheitskosten – ein beihilfekonformer Tarif sichert den Rest, vom ersten Diensttag bis in die Pension.",
    description:
      "Für Beamte ist die private Krankenversicherung meist der naheliegende Weg, weil sie nur den Teil versichern, den die Beihilfe offenlässt. Akademiker am Berufsstart erfahren hier, unter welchen Voraussetzungen ihnen die PKV offensteht und wann die Versicherungspflicht sie in der gesetzlichen Kasse hält.",
    enquiryCta: "Beihilfetarif anfragen",
  },
  features: [
    {
      icon: "landmark",
      title: "Beihilfe und Restkosten aus einem Guss",
      description:
        "Je nach Dienstherr und Familienstand erstattet die Beihilfe einen festen Prozentsatz. Der Restkostentarif ist genau auf diese Lücke zugeschnitten, damit beihilfefähige Rechnungen möglichst lückenlos erstattet werden.",
    },
    {
      icon: "user-check",
      title: "Öffnungsaktion beim Dienstantritt",
      description:
        "Innerhalb von sechs Monaten nach der ersten Verbeamtung nehmen die teilnehmenden Versicherer Sie trotz Vorerkrankungen auf – ohne Leistungsausschlüsse und mit einem Risikozuschlag von höchstens 30\u00a0%.",
    },
    {
      icon: "graduation-cap",
      title: "Anwärtertarife im Vorbereitungsdienst",
      description:
        "Während der Ausbildung zahlen Beamtenanwärter und verbeamtete Referendare deutlich reduzierte Beiträge. Nach der Übernahme stellen viele Versicherer ohne neue Gesundheitsprüfung auf den regulären Tarif um.",
    },
    {
      icon: "file-check",
      title: "Anpassung zur Pensionierung",
      description:
        "Steigt Ihr Beihilfesatz im Ruhestand, sinkt der Anteil, den Ihr Tarif abdecken muss. Beihilfetarife sind darauf ausgelegt, diesen Wechsel mitzuvollziehen.",
    },
  ],
  benefits: {
    intro:
      "Beamtenverhältnis, Ausbildung im öffentlichen Dienst oder Karrierestart nach dem Studium: Jede dieser Lebenslagen folgt eigenen Regeln. Diese sechs Vorteile zeigen, wo eine passende private Absicherung ansetzt.",
    cards: [
      {
        icon: "shield-check",
        title: "Beihilfekonform abgesichert",
        description:
          "Ein beihilfekonformer Tarif ergänzt die Leistungen Ihres Dienstherrn prozentgenau. So vermeiden Sie Lücken beim Prozentsatz ebenso wie eine teure Überversicherung.",
        points: [
          "Restkosten passend zum jeweiligen Bemessungssatz",
          "Private Pflegepflichtversicherung ebenfalls beihilfekonform",
          "Beihilfevorschriften von Bund und Ländern berücksichtigt",
        ],
      },
      {
        icon: "users",
        title: "Familie mit hohem Beihilfeanteil",
        description:
          "Für berücksichtigungsfähige Angehörige zahlt der Dienstherr einen höheren Satz als für Sie selbst. Der private Anteil für Ehepartner und Kinder fällt entsprechend klein aus.",
        points: [
          "Kinder beim Bund mit 80\u00a0% Beihilfe (§\u00a046 BBhV)",
          "Berücksichtigungsfähige Ehepartner beim Bund mit 70\u00a0%",
          "Jedes Familienmitglied erhält einen eigenen Vertrag",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Schon in der Ausbildung versichert",
        description:
          "Beamte auf Widerruf sind bereits beihilfeberechtigt. Ein Anwärtertarif verbindet niedrige Beiträge mit dem Leistungsniveau, das Sie später brauchen.",
        points: [
          "Geringe Beiträge während des Vorbereitungsdienstes",
          "Übergang in den Normaltarif meist ohne neue Gesundheitsprüfung",
          "Frühes Eintrittsalter senkt den späteren Beitrag",
        ],
      },
      {
        icon: "hospital",
        title: "Lücken der Beihilfe schließen",
        description:
          "Nicht jede Leistung ist beihilfefähig, und die Regeln unterscheiden sich je nach Dienstherr. Beihilfeergänzungstarife fangen auf, was sonst an Ihnen hängen bleibt.",
        points: [
          "Chefarzt und Einbettzimmer, wo die Beihilfe sie nicht trägt",
          "Zahnersatz, Sehhilfen und Heilpraktiker je nach Tarif",
          "Kosten oberhalb beihilfefähiger Höchstbeträge absicherbar",
        ],
      },
      {
        icon: "scale",
        title: "Pauschale Beihilfe sorgfältig abwägen",
        description:
          "Einige Länder – nicht der Bund – zahlen auf Antrag statt der Beihilfe zu einzelnen Rechnungen einen monatlichen Zuschuss zu einer Krankenvollversicherung, meist zur gesetzlichen. Die Entscheidung gilt in der Regel unwiderruflich, auch im Ruhestand.",
        points: [
          `Nur in einigen Ländern, für Bundesbeamte nicht (Stand: ${PAUSCHALE_BEIHILFE_AS_OF})`,
          "Interessant vor allem bei schweren Vorerkrankungen oder großer Familie",
          "Vergleich mit Beihilfe plus Restkostentarif vor der Wahl",
        ],
      },
      {
        icon: "briefcase",
        title: "Akademiker mit Einstiegsgehalt",
        description: `Wer nach dem Studium angestellt in den Beruf startet, darf sofort wählen, wenn das regelmäßige Jahresgehalt über der Versicherungspflichtgrenze liegt (${year}: ${threshold} brutto, ${thresholdBasis}).`,
        points: [
          `Zuschuss vom Arbeitgeber: ${year} maximal ${maxSubsidy} je Monat für den Krankenversicherungsbeitrag (${subsidyBasis})`,
          "Junges Eintrittsalter wirkt sich günstig auf den Beitrag aus",
          "Gesundheitsprüfung bei gutem Gesundheitszustand meist unkompliziert",
        ],
      },
    ],
  },
  gkvExample: beamteGkvExample,
  whyPkv: {
    savings:
      "Bleiben Beamte ohne pauschale Beihilfe gesetzlich versichert, zahlen sie den Kassenbeitrag vollständig selbst, weil der Dienstherr keinen Arbeitgeberanteil leistet. In der PKV versichern Sie nur den Anteil, den die Beihilfe offenlässt; der Beitrag dafür kann deshalb deutlich unter dem Kassenbeitrag liegen, je nach Eintrittsalter, Gesundheitszustand, Beihilfesatz und Tarif. Das Rechenbeispiel unter dem Band zeigt, was Beamte in der GKV höchstens allein zahlen: den ermäßigten Beitragssatz ohne Krankengeld (§\u00a0243 SGB\u00a0V) und den halben Pflegebeitrag. Bietet Ihr Land die pauschale Beihilfe an, rechne ich beide Wege nebeneinander durch.",
    plannablePremiums:
      "Fest zugesagt ist auch hier kein Beitrag: Weichen die Leistungsausgaben oder die Sterbewahrscheinlichkeiten eines Restkostentarifs über den Schwellenwert hinaus von der Kalkulation ab, kalkuliert der Versicherer ihn mit allen Rechnungsgrundlagen neu, geprüft von einem unabhängigen Treuhänder (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG). Alterungsrückstellungen und der gesetzliche Beitragszuschlag nach §\u00a0149 VAG – 10\u00a0% auf den Beitrag für Versicherte von 21 bis 60\u00a0Jahren – dämpfen Erhöhungen im Alter. Mit der Pensionierung steigt der Beihilfesatz – beim Bund von 50 auf 70\u00a0% –, sodass Ihr Tarif nur noch einen kleineren Anteil trägt. Ein Krankentagegeld brauchen Sie ohnehin nicht, weil Ihre Bezüge im Krankheitsfall weiterlaufen.",
    fastReimbursement:
      "Den privaten Anteil einer Rechnung reichen Sie per App beim Versicherer ein und erhalten ihn je nach Gesellschaft oft binnen weniger Tage. Für den Beihilfeanteil ist Ihre Beihilfestelle zuständig, deren Bearbeitungszeit je nach Dienstherr schwankt; viele bieten inzwischen ebenfalls eine App an. Im Krankenhaus rechnet die Klinik über die Klinikcard den Anteil des Versicherers häufig direkt ab, wenn Ihr Versicherer eine solche Karte ausgibt.",
  },
  readyCta: `Nennen Sie Ihren Dienstherrn, Ihren Status – Anwärter, Probe oder Lebenszeit – und Ihre Familiensituation; die Anfrage ist in etwa zwei Minuten erledigt. Ich prüfe dann kostenlos und unverbindlich, welcher beihilfekonforme Tarif passt und ob Sie die Öffnungsaktion noch nutzen können. Als ${role.shortNoun} werde ich vom Versicherer vergütet, nicht von Ihnen.`,
  overview: {
    intro:
      "Beamte stehen bei der Krankenversicherung vor anderen Fragen als Angestellte: Nicht das Gehalt entscheidet, sondern die Beihilfe Ihres Dienstherrn. Akademiker am Anfang ihrer Laufbahn haben wiederum eigene Regeln zu beachten. Hier finden Sie das Wichtigste für beide Wege.",
    sections: [
      {
        heading: "So teilen sich Dienstherr und Versicherer die Kosten",
        paragraphs: [
          "Die Beihilfe ist kein Versicherungsschutz, sondern eine Fürsorgeleistung: Sie erstattet einen Prozentsatz Ihrer beihilfefähigen Aufwendungen. Beim Bund sind das nach §\u00a046 BBhV 50\u00a0% für aktive Beamte, 70\u00a0% für Versorgungsempfänger und berücksichtigungsfähige Ehepartner sowie 80\u00a0% für Kinder; aktive Bundesbeamte mit zwei oder mehr berücksichtigungsfähigen Kindern erhalten 70\u00a0%. Die Länder regeln das teils abweichend. Den verbleibenden Anteil deckt ein Restkostentarif – gleiches gilt für die Pflegepflichtversicherung.",
        ],
      },
      {
        heading: "Der richtige Zeitpunkt: Anwärterzeit und Öffnungsaktion",
        paragraphs: [
          "Wer früh einsteigt, sichert sich ein günstiges Eintrittsalter; spätere Erkrankungen ändern an der Einstufung nichts mehr. Anwärtertarife halten die Beiträge im Vorbereitungsdienst niedrig. Für Lehramtsreferendare als Beamte auf Widerruf passt das meist; Rechtsreferendare stehen in vielen Ländern in einem öffentlich-rechtlichen Ausbildungsverhältnis und sind dann in der Regel gesetzlich versichert.",
          "Bestehen Vorerkrankungen, ist die Öffnungsaktion der privaten Krankenversicherer entscheidend: Wer binnen sechs Monaten nach der ersten Verbeamtung beantragt, wird von den teilnehmenden Versicherern nicht abgelehnt. Leistungsausschlüsse gibt es dann keine, der Risikozuschlag ist auf 30\u00a0% begrenzt.",
        ],
      },
      {
        heading: "Ruhestand, Familie und Sonderfälle",
        paragraphs: [
          "Sinkt Ihr Beihilfesatz – etwa wenn Kinder aus der Berücksichtigung fallen – oder endet Ihr Anspruch auf Beihilfe, haben Sie nach §\u00a0199 Abs.\u00a02 VVG Anspruch darauf, Ihren Tarif so aufzustocken, dass er die Lücke ausgleicht; beantragen Sie das innerhalb von sechs Monaten, geschieht es ohne Risikoprüfung und Wartezeiten. Steigt der Satz mit der Pensionierung, kann Ihr Vertrag vorsehen, dass der Schutz im Umfang der Erhöhung endet (§\u00a0199 Abs.\u00a01 VVG); sonst verringern Sie ihn auf Antrag. Wer freie Heilfürsorge erhält, etwa bei Polizei oder Bundeswehr, sollte mit einer Anwartschaftsversicherung den späteren Übergang in die Beihilfe vorbereiten.",
        ],
      },
      {
        heading: "Wo die Beihilfe Lücken lässt",
        paragraphs: [
          "Was beihilfefähig ist, legt jede Beihilfeverordnung selbst fest. Je nach Dienstherr gibt es Eigenbehalte, Kostendämpfungspauschalen oder Höchstbeträge, etwa bei Zahnersatz, Brillen oder Wahlleistungen im Krankenhaus. Beihilfeergänzungstarife schließen solche Lücken, soweit sie versicherbar sind. Welche Bausteine sich lohnen, hängt davon ab, ob Sie im Dienst des Bundes oder eines Landes stehen.",
        ],
      },
      {
        heading: "Pauschale Beihilfe: nur in einigen Ländern",
        paragraphs: [
          `Die pauschale Beihilfe ist eine Regel einzelner Länder; Bundesbeamte können sie nicht wählen. Nach meinem Stand vom ${PAUSCHALE_BEIHILFE_AS_OF} bieten sie ${flatRateLaender} an${flatRateSpecial}.${flatRateUnsettled} Der Dienstherr zahlt dann jeden Monat einen Zuschuss, in der Regel die Hälfte der Beiträge zu einer Krankenvollversicherung, meist der gesetzlichen; auf die Beihilfe zu einzelnen Rechnungen verzichten Sie dafür dauerhaft. Weil sich Landesrecht ändert, fragen Sie vor Ihrer Entscheidung bei Ihrer Beihilfestelle nach, was für Sie gilt.`,
        ],
      },
      {
        heading: "Akademiker: wann die PKV offensteht",
        paragraphs: [
          `Angestellte Berufseinsteiger mit Hochschulabschluss sind vom ersten Arbeitstag an versicherungsfrei und können sich privat versichern, wenn das regelmäßige Jahresgehalt der ersten Stelle über der Versicherungspflichtgrenze liegt, ${year} ${threshold} (${thresholdBasis}). Überschreitet es die Grenze des folgenden Jahres nicht, werden sie am 1.\u00a0Januar versicherungspflichtig; privat bleiben können sie dann nur mit einem Befreiungsantrag binnen drei Monaten (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V). Doktoranden und wissenschaftliche Mitarbeiter sind meist angestellt, oft in Teilzeit; für sie gilt dieselbe Grenze, die sie selten erreichen.`,
          "Studierende können sich nur zu Beginn der Versicherungspflicht als Student – innerhalb von drei Monaten – von der studentischen Krankenversicherung befreien lassen. Diese Befreiung bindet für das gesamte Studium, in die studentische Krankenversicherung führt währenddessen kein Weg zurück. Das kommt vor allem für Kinder von Beamten in Betracht, die über die Beihilfe der Eltern berücksichtigungsfähig sind.",
        ],
      },
      {
        heading: "Vor dem Antrag",
        paragraphs: [
          "Jede versicherte Person braucht einen eigenen Vertrag, die Gesundheitsprüfung entscheidet über Annahme und Zuschläge, und der Rückweg in die gesetzliche Kasse ist stark eingeschränkt. Sorgfältig vorbereitete Gesundheitsangaben sind deshalb die Grundlage jedes Antrags – bei Beamten ebenso wie bei Akademikern im Angestelltenverhältnis.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Wie hoch ist mein Beihilfesatz?",
      answer: [
        "Das bestimmt Ihr Dienstherr. Beim Bund erhalten aktive Beamte in der Regel 50\u00a0%, mit zwei oder mehr berücksichtigungsfähigen Kindern 70\u00a0%; Pensionäre und berücksichtigungsfähige Ehepartner bekommen 70\u00a0%, Kinder 80\u00a0%. Die Bundesländer haben eigene Beihilfeverordnungen, die davon abweichen können.",
        "Maßgeblich ist Ihr aktueller Bescheid oder die Auskunft Ihrer Beihilfestelle. Danach richtet sich der Prozentsatz, den Ihr Restkostentarif abdecken muss.",
      ],
    },
    {
      question: "Was bringt mir die Öffnungsaktion?",
      answer: [
        "Sie öffnet Berufsanfängern im Beamtenverhältnis den Zugang zur PKV trotz Vorerkrankungen. Wer innerhalb von sechs Monaten nach der ersten Verbeamtung einen Antrag stellt, wird von den teilnehmenden Versicherern angenommen – ohne Leistungsausschlüsse und mit einem Risikozuschlag von höchstens 30\u00a0%.",
        "Bei gutem Gesundheitszustand lohnt dennoch die reguläre Gesundheitsprüfung, weil sie zu einem Angebot ganz ohne Zuschlag führen kann. Welcher Weg günstiger ist, zeigt ein Vergleich beider Varianten.",
      ],
    },
    {
      question: "Ich bin Anwärter oder Referendar – welcher Tarif passt?",
      answer: [
        "Als Beamt:in auf Widerruf sind Sie beihilfeberechtigt und können einen Anwärtertarif wählen, der während der Ausbildung deutlich günstiger ist. Achten Sie darauf, dass der spätere Wechsel in den Normaltarif ohne erneute Gesundheitsprüfung zugesagt ist.",
        "Rechtsreferendare sind in vielen Bundesländern nicht verbeamtet, sondern absolvieren den Vorbereitungsdienst in einem öffentlich-rechtlichen Ausbildungsverhältnis und sind damit meist gesetzlich pflichtversichert. Klären Sie Ihren Status, bevor Sie einen Vertrag abschließen.",
      ],
    },
    {
      question: "Was ändert sich bei meiner Pensionierung?",
      answer: [
        "Mit dem Ruhestand steigt der Beihilfesatz bei vielen Dienstherren von 50 auf 70\u00a0%. Ihr Tarif muss dann nur noch 30\u00a0% abdecken, und der Beitrag für diesen Anteil sinkt entsprechend.",
        "Viele Beihilfetarife sind so vereinbart, dass der Schutz mit dem Ruhestand im Umfang der Erhöhung endet (§\u00a0199 Abs.\u00a01 VVG); sonst beantragen Sie die Absenkung bei Ihrem Versicherer. Die Frist von sechs Monaten aus §\u00a0199 Abs.\u00a02 VVG gilt für den umgekehrten Fall, in dem der Beihilfesatz sinkt oder die Beihilfe entfällt: Wer dann innerhalb dieser Frist aufstockt, wird ohne Risikoprüfung und ohne Wartezeiten versichert.",
      ],
    },
    {
      question: "Kann ich als Akademiker direkt nach dem Studium in die PKV?",
      answer: [
        `Ja, sofern Sie angestellt sind und Ihr regelmäßiges Jahresbruttogehalt in der neuen Stelle über der Versicherungspflichtgrenze liegt – ob erste Stelle oder Wechsel des Arbeitgebers (${year}: ${threshold}, ${thresholdBasis}). Ihr Arbeitgeber beteiligt sich dann am Beitrag, ${year} mit höchstens ${maxSubsidy} monatlich am Krankenversicherungsteil (${subsidyBasis}); für die Pflegeversicherung gibt es einen eigenen Zuschuss. Bleibt das Gehalt unter der höheren Grenze des nächsten Jahres, tritt zum Jahreswechsel Versicherungspflicht ein – außer Sie beantragen innerhalb von drei Monaten die Befreiung nach §\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V.`,
        "Wer nach dem Abschluss promoviert oder als wissenschaftlicher Mitarbeiter arbeitet, ist in aller Regel angestellt und bleibt unterhalb der Grenze gesetzlich versichert. Wer verbeamtet wird, ist unabhängig vom Einkommen versicherungsfrei (§\u00a06 Abs.\u00a01 Nr.\u00a02 SGB\u00a0V). Wer sich hauptberuflich selbstständig macht, kann ohne Einkommensgrenze in die PKV wechseln, kommt danach aber in aller Regel nicht mehr in die GKV zurück (§\u00a05 Abs.\u00a05 und §\u00a09 SGB\u00a0V).",
      ],
    },
    {
      question: "Kann ich mich schon als Student privat versichern?",
      answer: [
        "Nur zu Beginn: Innerhalb von drei Monaten nach Eintritt der Versicherungspflicht als Student können Sie sich von der studentischen Krankenversicherung befreien lassen. Die Befreiung gilt für das gesamte Studium und lässt sich nicht widerrufen.",
        "Bevor Sie diesen Schritt gehen, sollten Sie die Beiträge über die ganze Studiendauer durchrechnen. Für Kinder von Beamten mit Beihilfeanspruch über die Eltern ist der private Weg häufig günstig, für andere Studierende selten.",
      ],
    },
  ],
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth", "beitragsbemessungsgrenze"], year),
};
