/**
 * The wizard's words in one object, made from one owner file (texte/anfrage.yaml or its English twin)
 * by one function, so the German and the English page fill the same templates the same way. Each
 * page's entry component puts its object into a React context (enquiry-wizard/wizard-words.tsx):
 * a German page bundles only the German words, an English page only the English ones
 * (docs/decisions/0073). What goes out to the adviser is German on every page: its words are plain
 * data (`MessageWords`), so an English page receives them as its island's property, in the HTML.
 */
import type { Weekday } from "~/config/hours-ranges";
import { ANY_CALL_TIME, validCallWish, windowsFor, type CallDay, type CallWindow } from "~/modules/call-time";
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import type { GermanNumber, GermanNumberProblem } from "~/modules/german-number";
import type { IncomeFacts, IncomeHint, IncomeHintCopy, ThresholdFigures } from "~/modules/income-hint";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import type { MemberFields } from "~/modules/enquiry-member";
import { EMPTY_MEMBER_FIELDS, type EnquiryMessageCopy, type EnquiryNumberFormat } from "~/modules/whatsapp-message";
import type { memberFields, stayOptions } from "./wizard-member";

import type { StepNumber, WizardStep } from "./types";

export type { StepNumber, WizardStep };
export const STEP_COUNT = 4;

/** The coverage ids the message and the stored draft carry, in the order the choices stand. */
export type CoverageId = "basis" | "komfort" | "premium";
const COVERAGE_IDS: readonly CoverageId[] = ["basis", "komfort", "premium"];

export interface CoverageOption {
  id: CoverageId;
  label: string;
  description: string;
  /** Examples of what the level usually means; tariffs differ by insurer. */
  examples: string;
}

/** What a number field says about text it cannot read; an empty field says nothing (it is sent as „nicht angegeben“). */
export type NumberFieldErrors = Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>;

export type ContactChannel = "telefon" | "whatsapp" | "email";

/** The words of a message, as data: the German page's own, and the English page's island property. */
export interface MessageWords {
  header: string;
  labels: EnquiryText["message"]["labels"];
  notGiven: string;
  age: string;
  anyCallTime: string;
  callDayOnly: string;
  callTimeOnly: string;
  closing: string;
  coverageLabels: Record<CoverageId, string>;
  channelLabels: Record<ContactChannel, string>;
  weekdays: Record<Weekday, string>;
  timeWindow: string;
}

/** The message's words from an owner file. */
export function messageWordsOf(copy: EnquiryText): MessageWords {
  return {
    ...copy.message,
    coverageLabels: { basis: copy.coverage.basis.label, komfort: copy.coverage.komfort.label, premium: copy.coverage.premium.label },
    channelLabels: copy.contactWish.channels,
    weekdays: copy.contactWish.weekdays,
    timeWindow: copy.contactWish.timeWindow,
  };
}

/** „18:00 bis 20:00 Uhr“: no-break spaces keep „18:00 Uhr“ together (German only; English has no such words). */
function callWindowLabelOf(template: string) {
  return (window: Pick<CallWindow, "from" | "to">): string => filled(template, { von: window.from, bis: window.to }).replace(/(\d) (bis|Uhr)\b/g, "$1\u00a0$2");
}

/**
 * The message copy from its words: the call wish as one line („Dienstag, 18:00 bis 20:00 Uhr“, or
 * "" when nothing was chosen), the member's mode and the page's language and number readers as given.
 */
export function messageCopyOf(
  words: MessageWords,
  days: readonly CallDay[],
  extra: Pick<EnquiryMessageCopy, "member" | "visitorLanguage" | "numbers"> & { memberLabels?: Record<keyof MemberFields, string> } = {},
): EnquiryMessageCopy {
  const windowLabel = callWindowLabelOf(words.timeWindow);
  const callWish = (day: string, time: string): string => {
    const wish = validCallWish(days, day, time);
    const specificDay = wish.day !== "" && wish.day !== ANY_CALL_TIME ? words.weekdays[wish.day as Weekday] : "";
    const window = windowsFor(days, wish.day).find((candidate) => candidate.id === wish.time);
    const timeText = window ? windowLabel(window) : "";
    if (specificDay && timeText) return `${specificDay}, ${timeText}`;
    if (specificDay) return filled(words.callDayOnly, { tag: specificDay });
    if (timeText) return filled(words.callTimeOnly, { zeit: timeText });
    return wish.day === ANY_CALL_TIME || wish.time === ANY_CALL_TIME ? words.anyCallTime : "";
  };
  const { labels } = words;
  return {
    header: words.header,
    labels: {
      ...labels,
      // One label for the calculators' notes; the day belongs to the call wish's line.
      hinweisWechsel: labels.hinweis,
      hinweisGkv: labels.hinweis,
      hinweisBeihilfe: labels.hinweis,
      rueckruftag: labels.rueckruf,
      // Without the member page's words the member's lines never show, so their labels stay empty.
      ...(extra.memberLabels ?? EMPTY_MEMBER_FIELDS),
    },
    notGiven: words.notGiven,
    // The form takes ages of 18 to 80 only (enquiry-numbers.ts), so there is no „1 Jahr“ to write.
    ageInYears: (years: number) => filled(words.age, { anzahl: years }),
    coverageLabels: words.coverageLabels,
    channelLabels: words.channelLabels,
    callWish,
    closing: words.closing,
    ...(extra.member ? { member: extra.member } : {}),
    ...(extra.visitorLanguage ? { visitorLanguage: extra.visitorLanguage } : {}),
    ...(extra.numbers ? { numbers: extra.numbers } : {}),
  };
}

/** The income hint's values, as its templates name them. */
export function incomeValues({ monthly, annual, threshold, year, nextYear, nextThreshold }: IncomeFacts): Record<string, string | number> {
  return { monatsbetrag: monthly, jahresbetrag: annual, grenze: threshold, grenzjahr: year, folgejahr: nextYear, grenzeFolgejahr: nextThreshold ?? "" };
}

/** The toasts the wizard shows; an English page has none yet and says the same in the form (docs/decisions/0073). */
export interface WizardNotify {
  privacyRequired(): void;
  whatsappOpening(): void;
  popupBlocked(retry: () => void): void;
}

/** A member's wizard (docs/decisions/0070): German pages only. */
export interface MemberWords {
  steps: readonly WizardStep[];
  fields: typeof memberFields;
  readBirthYearNow: (raw: string) => GermanNumber;
  stayOptions: typeof stayOptions;
}

/** What the page brings to its words: links, readers and formats, the income hint's figures, the outgoing message. */
export interface WordsSetup {
  adviserName: string;
  callDays: readonly CallDay[];
  /** The privacy policy's address; on an English page the courtesy translation's. */
  privacyPath: string;
  /** The binding German policy's address, linked after the translation on an English page. */
  bindingPrivacyPath?: string;
  /** How the page reads the number fields and shows amounts (the overview, the income question). */
  numbers: EnquiryNumberFormat;
  /** The hint under the income field (income-hint.ts's `incomeHint` or its English twin), null while the income cannot be read. */
  incomeHint: (raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null, copy: IncomeHintCopy) => IncomeHint | null;
  /** The page's quotation marks around what was typed. */
  quote: (text: string) => string;
  /** What goes out; the overview's words when absent (the German page, whose overview and message agree). */
  message?: EnquiryMessageCopy;
  member?: MemberWords;
  /** The German message's member mode and labels (the member page's). */
  memberMessage?: { mode: EnquiryMessageCopy["member"]; labels: Record<keyof MemberFields, string> };
  notify?: WizardNotify;
}

const PRIVACY_ANCHOR = "whatsapp";

/** Every word the wizard shows, from one owner file, with the templates the page fills. */
export function wizardWordsFrom(copy: EnquiryText, setup: WordsSetup) {
  const { label: formLabel, stepAnnouncement: announcement, ...formCopy } = copy.form;
  const step = (number: StepNumber): WizardStep => ({ number, ...copy.steps[number - 1]! });
  const { suggestion: _suggestion, ...emailField } = copy.fields.email;
  const { note: _note, counter: _counter, ...messageField } = copy.fields.nachricht;
  const { yearlyInMonthField: _yearly, apply: _apply, ...incomeField } = copy.fields.einkommen;
  const { timeWindow: _timeWindow, ...contactWishTexts } = copy.contactWish;
  const hintCopy: IncomeHintCopy = {
    above: {
      nextUnpublished: (facts) => filled(copy.incomeHint.above.nextUnpublished, incomeValues(facts)),
      nextExceeded: (facts) => filled(copy.incomeHint.above.nextExceeded, incomeValues(facts)),
      nextNotExceeded: (facts) => filled(copy.incomeHint.above.nextNotExceeded, incomeValues(facts)),
    },
    at: (facts) => filled(copy.incomeHint.at, incomeValues(facts)),
    below: (facts) => filled(copy.incomeHint.below, incomeValues(facts)),
    note: copy.incomeHint.note,
  };
  const summary = messageCopyOf(messageWordsOf(copy), setup.callDays, {
    member: setup.memberMessage?.mode,
    memberLabels: setup.memberMessage?.labels,
    numbers: setup.numbers,
  });
  const { bindingLink, bindingAfter, ...privacy } = copy.privacy;
  return {
    steps: [step(1), step(2), step(3), step(4)] as const,
    /** What screen readers hear after each step change, and the progress bar's value text. */
    stepAnnouncement: (item: WizardStep) => filled(announcement, { schritt: item.number, schritte: STEP_COUNT, schrittname: item.label }),
    coverageOptions: COVERAGE_IDS.map((id): CoverageOption => ({ id, ...copy.coverage[id] })),
    /** Labels and placeholders (pkv-site-spec.md §5); the asterisk is added by the field, not written here. */
    fields: { ...copy.fields, email: emailField, nachricht: messageField, einkommen: incomeField },
    /** Said under a number field, and in the overview, while its text cannot be read. */
    unreadableNote: copy.unreadableNote,
    /** Step 4's contact wish: a wish the adviser confirms, no booked appointment. */
    contactWish: { ...contactWishTexts, channels: copy.contactWish.channels satisfies Record<ContactChannel, string> },
    /** The adviser's telephone days, each with its time windows (docs/decisions/0043, 0063). */
    callTimeDays: setup.callDays,
    callWindowsFor: (day: string): readonly CallWindow[] => windowsFor(setup.callDays, day),
    callWindowLabel: callWindowLabelOf(copy.contactWish.timeWindow),
    weekdayName: (day: Weekday) => copy.contactWish.weekdays[day],
    copy: {
      ...formCopy,
      /** Names the form for assistive technology. */
      formLabel,
      send: copy.send,
      /** The equal channel beside WhatsApp: a mailto link with the same message, no consent needed. */
      sendByEmail: copy.sendByEmail,
      /** The tick before WhatsApp (spec § 5; docs/decisions/0021, 0063), its link opening the policy's WhatsApp section. */
      privacy: {
        ...privacy,
        before: filled(copy.privacy.before, { beratername: setup.adviserName }),
        /** The policy's WhatsApp section; the legal dialog opens it in place. */
        anchor: PRIVACY_ANCHOR,
        href: `${setup.privacyPath}#${PRIVACY_ANCHOR}`,
        binding:
          bindingLink && setup.bindingPrivacyPath
            ? { link: bindingLink, after: bindingAfter ?? "", href: `${setup.bindingPrivacyPath}#${PRIVACY_ANCHOR}` }
            : null,
      },
      sendNote: copy.sendNote,
      /** The English page's note that the message goes out with German labels (docs/decisions/0073). */
      languageNote: copy.languageNote ?? "",
      /** The page's own channel („Anfrage senden“) and what it says when that did or did not work (docs/decisions/0063). */
      delivery: copy.delivery,
      /** After WhatsApp or the e-mail program was opened: the page cannot see the message arrive. */
      handoff: copy.handoff,
    },
    /** The free text's note and counter, with the cap filled in. */
    messageFieldNote: (max: number) => filled(copy.fields.nachricht.note, { hoechstens: max }),
    messageFieldCounter: (count: number, max: number) => filled(copy.fields.nachricht.counter, { anzahl: count, hoechstens: max }),
    emailSuggestionText: (address: string) => filled(copy.fields.email.suggestion, { adresse: address }),
    /** The income field's question when a yearly figure seems typed, and its button, with the amounts filled in. */
    yearlyIncomeQuestion: (typed: string, suggested: string) => {
      const values = { eingabe: typed, vorschlag: suggested };
      return { question: filled(copy.fields.einkommen.yearlyInMonthField, values), apply: filled(copy.fields.einkommen.apply, values) };
    },
    incomeHintCopy: hintCopy,
    /** The hint under the income field: information from the statutory figures, not advice. */
    incomeHint: (raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null) => setup.incomeHint(raw, figures, nextYearFigures, hintCopy),
    numbers: setup.numbers,
    quote: setup.quote,
    /** The overview's labels and values, in the page's language. */
    summary,
    /** The message that goes out, in German on every page. */
    message: setup.message ?? summary,
    member: setup.member ?? null,
    notify: setup.notify ?? null,
  };
}

export type WizardWords = ReturnType<typeof wizardWordsFrom>;
