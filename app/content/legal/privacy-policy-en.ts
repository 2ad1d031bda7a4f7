/**
 * The Datenschutzerklärung’s English courtesy translation (docs/decisions/0073): the same eleven
 * sections, subsections and anchors as privacy-policy.ts, from the same config (recipients, their
 * seats and transfer bases, the chat backup, retention, the competent authority) and the same
 * storage keys; legal-parity.test.ts keeps the two in step. The buttons and notices are described,
 * not quoted: the English interface words belong to the English owner files. Citations stay as the
 * law writes them (Art. 13 GDPR is Art. 13 DSGVO).
 */
import { telHref } from "~/modules/tel-link";
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { CONSENT_DATE_KEY, CONSENT_KEY, DAY_MS } from "~/modules/consent-rules";
import { CONTACT_BAR_DISMISSED_KEY } from "~/modules/contact-bar";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { DISMISSAL_WINDOW_MS, DISMISSED_KEY, INSTALLED_KEY } from "~/modules/install-rules";
import { cited, englishLegalPageLink } from "./english-legal";
import { externalLink, facts, lines, link, list, paragraph, websiteLink, type Inline, type LegalDocumentContent, type LegalSection } from "./legal-types";
import { englishChatBackupText, englishEmailRecipientText, englishHostingTransferText, englishTelephonyRecipientText } from "./recipients-en";
import { authoritiesCompetentFirst, supervisoryAuthorityFor } from "./supervisory-authorities";

const DATA_PRIVACY_FRAMEWORK =
  "the European Commission’s adequacy decision of 10\u00a0July\u00a02023 on the EU-U.S. Data Privacy Framework (Art.\u00a045 GDPR)";

const smallNumbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** 7 → "seven days", 1 → "one day", 30 → "30 days". */
function dayCount(days: number): string {
  if (days === 1) return "one day";
  return days < smallNumbers.length ? `${smallNumbers[days]} days` : `${days}\u00a0days`;
}

const sectionRef = (anchor: string, text: string) => englishLegalPageLink(text, "datenschutz", anchor);

export function buildEnglishPrivacyPolicy(config: SiteConfig): LegalDocumentContent {
  const { adviser, address, phone, email, broker, hosting, chatBackup, emailProvider, telephonyProvider } = config;
  const phoneLink = link(phone.display, telHref(phone.digits));
  const emailLink = link(email, `mailto:${email}`);
  const authority = supervisoryAuthorityFor(address);
  const refs = {
    websiteDelivery: sectionRef("website-versand", "section\u00a05"),
    emailProvider: sectionRef("email-telefon", "section\u00a05"),
    retention: sectionRef("speicherdauer", "section\u00a06"),
    controller: sectionRef("verantwortlicher", "section\u00a01"),
    legalBases: sectionRef("rechtsgrundlagen", "section\u00a04"),
    recipients: sectionRef("empfaenger", "section\u00a05"),
    whatsapp: sectionRef("whatsapp", "section\u00a05"),
    storage: sectionRef("cookies", "section\u00a08"),
    complaint: sectionRef("beschwerde", "section\u00a010"),
  };

  const sections: LegalSection[] = [
    {
      heading: "Controller",
      id: "verantwortlicher",
      blocks: [
        paragraph(
          "The controller (Verantwortlicher) for the processing of personal data on this website and for your enquiry, within the meaning of the General Data Protection Regulation (GDPR, in German DSGVO), is:",
        ),
        lines(
          `${adviser.name} (${config.brand})`,
          address.street,
          `${address.postalCode}\u00a0${address.city}`,
          address.country,
          ["Telephone: ", phoneLink],
          ["E-mail: ", emailLink],
        ),
        paragraph(...cited("I have not appointed a data protection officer because the law does not require me to (Art.\u00a037 GDPR, §\u00a038 BDSG).")),
      ],
    },
    {
      heading: "Data collected",
      id: "daten",
      blocks: [paragraph("I process only the data I need for the purpose in question.")],
      subsections: [
        {
          heading: "When you visit the website",
          id: "server-logs",
          blocks: [
            paragraph(
              "For technical reasons, your browser sends data to my hosting provider’s server (",
              refs.recipients,
              ") each time a page is requested: IP address, date and time of the request, the address requested (URL), the page visited before (referrer), browser and operating system (user agent), amount of data transferred and status code. The server stores them in log files.",
            ),
            paragraph(
              "I use no analytics, tracking or advertising tools and embed no content from other providers: fonts, images and program code come only from this website’s server.",
            ),
          ],
        },
        {
          heading: "In the enquiry form",
          id: "anfrageformular",
          blocks: [
            paragraph(
              "The form asks for your name, age, occupation, gross monthly income and the cover you want, and – optionally – your telephone number and e-mail address, how you prefer me to contact you, on which day and at what time I may call you, and a message in your own words. Your entries stay in your browser (",
              refs.storage,
              ") until you choose one of the ways to send them:",
            ),
            list(
              [
                "Sending through the website, where the form offers this button: your browser transmits your entries over an encrypted connection to this website’s server, which passes them on at once as an e-mail to my mailbox and does not store them (",
                refs.websiteDelivery,
                "). For this I need your telephone number or your e-mail address so that I can reply.",
              ],
              ["Sending by WhatsApp: WhatsApp opens with a prepared message, which you send there yourself (", refs.whatsapp, ")."],
              [`Sending by e-mail: your e-mail program opens with the same message to ${email}; I receive the e-mail when you send it.`],
            ),
          ],
        },
        {
          heading: "Taken over from the calculators",
          id: "rechner-uebernahme",
          blocks: [
            paragraph(
              "If you choose, in one of the calculators, to take the result into your enquiry, the website enters it in your enquiry draft: your status from the calculator in the occupation field (employed, self-employed, civil servant or pensioner, in the Beihilfe calculator with your employer, the Dienstherr), your gross monthly pay in the income field where the calculator knows it, and an additional line with the result: for the switch check the result with year, annual pay and the compulsory insurance limit; for the GKV calculator the monthly pay and the employee’s and employer’s contributions; for the Beihilfe calculator the Dienstherr, the status, the person calculated for, the number of children, the Bemessungssatz and the share for private insurance.",
            ),
            paragraph(
              "This information is then in the draft in your browser’s storage (sessionStorage, ",
              refs.storage,
              ") and in the prepared message. You see it in the overview before sending and can change it there; it reaches me only if you send the message.",
            ),
            paragraph(
              "What you enter in a calculator is also written by the website into the page’s address (URL), after “#”, so that you can reload the result, bookmark it or share it (",
              refs.storage,
              "). This happens in your browser. The browser does not send the part of an address after “#” to the server, not even when you or someone you give the link to opens it; it therefore does not reach the server log files (",
              sectionRef("server-logs", "section\u00a02"),
              "). Older links in which the entries still stand after “?” reach the server when opened, like any address; the website then rewrites them into the form with “#”.",
            ),
          ],
        },
        {
          heading: "By WhatsApp, telephone and e-mail",
          id: "kontaktwege",
          blocks: [
            paragraph(
              "If you send me your enquiry by WhatsApp, I receive your telephone number, your WhatsApp profile name, depending on your settings your profile picture, the text of your enquiry and everything else you write or send me in the chat. If you call me or write me an e-mail, I process the information you give me, such as your name, telephone number, e-mail address and your request.",
            ),
          ],
        },
        {
          heading: "If you instruct me",
          id: "auftrag",
          blocks: [
            paragraph(
              "For offers and applications I need further information, such as your date of birth, address, bank details and the health information the insurers ask for. I process health information only with your separate, explicit consent (",
              refs.legalBases,
              ").",
            ),
          ],
        },
        {
          heading: "Do you have to give me data?",
          id: "pflichtangaben",
          blocks: [
            paragraph(
              ...cited(
                "For your enquiry you are under no legal or contractual obligation to give me data. Without your information, however, I cannot prepare an offer (Art.\u00a013 Abs.\u00a02 lit.\u00a0e GDPR). If you later apply for insurance, you must answer the insurer’s questions about your health and other risk circumstances truthfully (§\u00a019 VVG); without this information no contract is concluded.",
              ),
            ),
          ],
        },
      ],
    },
    {
      heading: "Purposes of processing",
      id: "zwecke",
      blocks: [
        paragraph("I process your data in order to"),
        list(
          ["provide the website securely and without disruption and detect attacks (server log files),"],
          ["answer your enquiry, advise you, compare tariffs and – if you instruct me – arrange and look after an insurance contract,"],
          ["keep your choice in the cookie notice and your enquiry draft in your browser and, if you agree, create an offline copy of the website,"],
          ["meet statutory retention obligations and be able to defend myself against claims arising from my advice."],
        ),
        paragraph(...cited("I do not use your data for advertising and make no automated decisions about you, including profiling (Art.\u00a022 GDPR).")),
      ],
    },
    {
      heading: "Legal bases",
      id: "rechtsgrundlagen",
      blocks: [
        facts(
          [
            "Answering your enquiry and advising you",
            ...cited(
              "Art.\u00a06 Abs.\u00a01 lit.\u00a0b GDPR: steps taken at your request before entering into a contract; if you instruct me, the performance of the broker contract. This applies to every way you choose: sending through the website, WhatsApp, e-mail or telephone.",
            ),
          ],
          [
            "Sending your enquiry by WhatsApp",
            ...cited(
              "Art.\u00a06 Abs.\u00a01 lit.\u00a0b GDPR: you choose WhatsApp yourself as the way to reach me, in the enquiry form as with the WhatsApp links on the pages. The tick box before sending by WhatsApp confirms that you know what data WhatsApp processes (",
            ),
            refs.whatsapp,
            "); it is not a consent, and without WhatsApp you reach me just as well any other way.",
          ],
          [
            "Protection against mass enquiries",
            ...cited("Art.\u00a06 Abs.\u00a01 lit.\u00a0f GDPR: my legitimate interest is that programs do not flood my mailbox with automated submissions ("),
            refs.websiteDelivery,
            ").",
          ],
          [
            "Information about your health",
            ...cited(
              "Art.\u00a09 Abs.\u00a02 lit.\u00a0a GDPR: your explicit consent, because health data are specially protected. Please do not send me information about your health by WhatsApp; I discuss it with you in the advice meeting. If you write to me about it nevertheless, I ask you whether I may use this information for the advice; without your explicit consent I delete it.",
            ),
          ],
          ["Statutory retention", ...cited("Art.\u00a06 Abs.\u00a01 lit.\u00a0c GDPR in conjunction with §\u00a0257 HGB and §\u00a0147 AO.")],
          [
            "Server log files",
            ...cited("Art.\u00a06 Abs.\u00a01 lit.\u00a0f GDPR: my legitimate interest is the secure and undisturbed operation of the website."),
          ],
          [
            "Keeping enquiries that led to no contract",
            ...cited("Art.\u00a06 Abs.\u00a01 lit.\u00a0f GDPR: my legitimate interest is being able to defend myself against claims arising from my advice."),
          ],
          [
            "Storage in your browser",
            "§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG for your answer to the cookie notice and the enquiry draft, because the website strictly needs them for the functions you ask for; §\u00a025 Abs.\u00a01 TDDDG, that is your consent by accepting all in the cookie notice, for the offline copy and the offer to install the website as an app (",
            refs.storage,
            ").",
          ],
        ),
      ],
    },
    {
      heading: "Recipients",
      id: "empfaenger",
      blocks: [paragraph("Only the recipients named here receive your data. I do not sell it and pass it on beyond that only where a law obliges me to.")],
      subsections: [
        {
          heading: "Hosting",
          id: "hosting",
          blocks: [
            paragraph(
              ...cited(
                `The website is hosted by ${hosting.name}, ${hosting.address}. The provider processes the server log files on my behalf and on my instructions; I have concluded a data processing agreement with it under Art.\u00a028 GDPR.`,
              ),
            ),
            paragraph(...cited(englishHostingTransferText(hosting))),
          ],
        },
        {
          heading: "E-mail and telephone",
          id: "email-telefon",
          blocks: [paragraph(...cited(englishEmailRecipientText(emailProvider))), paragraph(...cited(englishTelephonyRecipientText(telephonyProvider)))],
        },
        {
          heading: "Sending through the website",
          id: "website-versand",
          blocks: [
            paragraph(
              `If you send through the website, this website’s server at ${hosting.name} receives your enquiry and hands it at once to the outgoing mail server ${emailProvider ? `of my e-mail provider, ${emailProvider.name},` : "of my e-mail provider"} (`,
              refs.emailProvider,
              "), which delivers it as an e-mail to my mailbox. Both process your enquiry on my behalf and on my instructions (",
              ...cited("Art.\u00a028 GDPR"),
              "). It is not stored on the website’s server; it is kept only in my mailbox (",
              refs.retention,
              "). If you give your e-mail address, it is the reply address of the e-mail.",
            ),
            paragraph(
              "So that programs do not flood my mailbox with automated submissions, the server counts how many enquiries arrive from the same IP address within a short time and then accepts no more for a while. For this it keeps the IP address, or a check value derived from it, for at most 24\u00a0hours, separately from the content of the enquiries. A field that people do not see and the time between your first entry and sending, which the form sends along, serve the same purpose.",
            ),
          ],
        },
        {
          heading: "WhatsApp",
          id: "whatsapp",
          blocks: [
            paragraph(
              "The website itself transmits your enquiry neither to me nor to WhatsApp. If you choose to send by WhatsApp or follow one of the WhatsApp links on the pages, your browser opens a link to WhatsApp (wa.me) that contains my telephone number and the prepared text of your enquiry; WhatsApp then shows you the message for sending. If this link opens in the browser, for instance on a computer, WhatsApp receives the text at that point, together with your IP address and information about your browser – even if you do not send the message afterwards.",
            ),
            paragraph(
              "If you send the message in WhatsApp, WhatsApp processes your telephone number, your profile name, depending on your settings your profile picture, and the message and its connection data, such as time and recipient. WhatsApp encrypts the content of messages end to end. The chat is stored on your device and on mine, and also in backup copies if you have set them up.",
            ),
            paragraph(...cited(englishChatBackupText(chatBackup))),
            paragraph(
              ...cited(
                `The provider is WhatsApp Ireland Limited, Merrion Road, Dublin\u00a04, D04\u00a0X2K5, Ireland, a company of the Meta group. WhatsApp processes these data as a controller in its own right and also transfers data to Meta Platforms, Inc. in the USA. This is based on ${DATA_PRIVACY_FRAMEWORK}, which covers Meta Platforms, Inc. as a participating organisation. More in `,
              ),
              externalLink("WhatsApp’s privacy policy", "https://www.whatsapp.com/legal/privacy-policy-eea"),
              ".",
            ),
            paragraph("You do not have to use WhatsApp: you can reach me just as well by telephone on ", phoneLink, " or by e-mail to ", emailLink, "."),
          ],
        },
        {
          heading: "Broker network and insurers",
          id: "maklerverbund",
          blocks: [
            paragraph(
              "I do not pass on your enquiry alone. Only when you instruct me to obtain offers or to submit an application do the following receive the information needed for it:",
            ),
            list(
              [
                ...cited(
                  `the broker network (Maklerverbund) ${broker.name}, ${broker.address}. It works for me: it compares tariffs, transmits your application to the insurer and administers your contract only on my behalf and on my instructions, as a processor under Art.\u00a028 GDPR. I remain the controller of your data.`,
                ),
              ],
              [
                "the insurers whose offers you want or with whom you apply. They process your data as controllers in their own right, to assess the application and to manage the contract.",
              ],
            ),
          ],
        },
      ],
    },
    {
      heading: "Retention period",
      id: "speicherdauer",
      blocks: [
        facts(
          ["Server log files", `${dayCount(hosting.logRetentionDays)} at the hosting provider; then they are deleted.`],
          [
            "Enquiries that led to no contract, including the WhatsApp chat and e-mails, also those sent through the website",
            "three years from the end of the year in which the enquiry was closed; this is the regular limitation period for claims arising from the advice (§§\u00a0195, 199 BGB). Then I delete them.",
          ],
          [
            "Contract documents",
            "as long as I look after your contract; after that as long as commercial and tax law require: business letters six years, accounting records such as commission statements eight years, books of account and annual financial statements ten years (§\u00a0257 Abs.\u00a04 HGB, §\u00a0147 Abs.\u00a03 AO).",
          ],
          ["Counting enquiries per IP address when sending through the website", "at most 24\u00a0hours (", refs.websiteDelivery, ")."],
          ["Entries in your browser’s storage", "as described in ", refs.storage, "; you can delete them yourself at any time."],
        ),
        paragraph(
          "The retention periods begin at the end of the calendar year in which a letter was received or sent or a record was created (§\u00a0257 Abs.\u00a05 HGB, §\u00a0147 Abs.\u00a04 AO). As long as documents matter for a tax whose assessment period is still running, the period does not end (§\u00a0147 Abs.\u00a03 AO).",
        ),
      ],
    },
    {
      heading: "Your rights",
      id: "rechte",
      blocks: [
        paragraph("You have the right to"),
        list(
          [...cited("access to your data stored by me (Art.\u00a015 GDPR),")],
          [...cited("rectification of inaccurate data (Art.\u00a016 GDPR),")],
          [...cited("erasure (Art.\u00a017 GDPR) and restriction of processing (Art.\u00a018 GDPR),")],
          [...cited("data portability (Art.\u00a020 GDPR),")],
          [...cited("object (Art.\u00a021 GDPR, see below),")],
          [...cited("withdraw a consent with effect for the future (Art.\u00a07 Abs.\u00a03 GDPR),")],
          [...cited("lodge a complaint with a supervisory authority (Art.\u00a077 GDPR, "), refs.complaint, ")."],
        ),
        paragraph("An informal message to the contact details in ", refs.controller, " is enough."),
      ],
      subsections: [
        {
          heading: "Right to object (Art.\u00a021 GDPR)",
          id: "widerspruchsrecht",
          prominent: true,
          blocks: [
            paragraph(
              ...cited(
                "You have the right to object at any time, on grounds relating to your particular situation, to the processing of your data based on Art.\u00a06 Abs.\u00a01 lit.\u00a0f GDPR. Here this concerns the server log files and the keeping of enquiries that led to no contract.",
              ),
            ),
            paragraph(
              "I then no longer process these data, unless I can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.",
            ),
            paragraph("An informal message is enough to object, for instance by e-mail to ", emailLink, "."),
          ],
        },
      ],
    },
    {
      heading: "Cookies and storage in the browser",
      id: "cookies",
      blocks: [
        paragraph(
          "This website sets no cookies. It keeps some entries in your browser’s storage (localStorage, sessionStorage and cache storage). They stay on your device; nothing of them is transmitted to me or to third parties.",
        ),
        paragraph(
          "What you enter in a calculator is kept by the calculators in the part of the page address after “#”, which your browser sends to no server; it stays in the address bar of this tab, in your browser’s history and in bookmarks and links you create yourself.",
        ),
      ],
      subsections: [
        {
          heading: "Technically necessary",
          id: "notwendige-eintraege",
          blocks: [
            paragraph("Without consent, because the website strictly needs them for the functions you ask for (§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG):"),
            facts(
              [
                `${CONSENT_KEY} (localStorage)`,
                "Your answer to the cookie notice: “accepted” after accepting all, “declined” after declining. So the notice does not appear on every visit.",
              ],
              [
                `${CONSENT_DATE_KEY} (localStorage)`,
                "The time of your first answer. If you change your answer later, this time stays: twelve months after the first answer the website deletes your answer and the entries on installing the app, and asks again.",
              ],
              [
                `${DRAFT_STORAGE_KEY} (sessionStorage)`,
                "The draft of your enquiry: your entries in the enquiry form, results taken over from the calculators (section\u00a02) and the time of your first entry, so that nothing is lost if you reload the page or sending fails. It is deleted as soon as the website’s server confirms that your enquiry has arrived, or when you confirm after WhatsApp or e-mail that you have sent it, at the latest when you close the tab.",
              ],
              [
                `${CONTACT_BAR_DISMISSED_KEY} (sessionStorage)`,
                "A note that you have hidden the contact bar at the bottom of the screen, so that it does not reappear on the other pages. It is deleted when you close the tab.",
              ],
            ),
          ],
        },
        {
          heading: "Only after accepting all",
          id: "einwilligung",
          blocks: [
            paragraph("Only with your consent (§\u00a025 Abs.\u00a01 TDDDG), which you give by accepting all in the cookie notice:"),
            facts(
              [
                "Service worker and cache storage (Cache Storage)",
                "An offline copy of the website: the public pages with fonts, images and program code, so that they load faster and also without an internet connection. It contains no information from you.",
              ],
              [`${INSTALLED_KEY} (localStorage)`, "A note that you have installed the website as an app, so that the installation prompt no longer appears."],
              [
                `${DISMISSED_KEY} (localStorage)`,
                `The time at which you closed the installation prompt; it then does not appear for ${dayCount(DISMISSAL_WINDOW_MS / DAY_MS)}. After that the entry is deleted.`,
              ],
            ),
            paragraph("After declining, the website creates none of these; it then stores only your answer."),
          ],
        },
        {
          heading: "Changing your choice and withdrawing consent",
          id: "cookie-einstellungen",
          blocks: [
            paragraph(
              "You can change your choice at any time through the cookie settings in the page footer. If you decline there, you withdraw your consent: the website unregisters the service worker and deletes its caches and the entries on installing the app. You can also delete all entries in your browser’s settings, for instance with “clear site data”.",
            ),
          ],
        },
      ],
    },
    {
      heading: "Data security",
      id: "sicherheit",
      blocks: [
        paragraph(
          ...cited(
            "The website is delivered only encrypted over HTTPS. I protect your data against loss, misuse and unauthorised access with technical and organisational measures in line with the state of the art (Art.\u00a032 GDPR).",
          ),
        ),
        paragraph("E-mails are usually encrypted only in transit; so please send me confidential documents only after agreeing the way with me."),
      ],
    },
    {
      heading: "Contact and complaints",
      id: "beschwerde",
      blocks: [
        paragraph("For questions about data protection and to exercise your rights, please use the contact details in ", refs.controller, "."),
        paragraph(
          ...cited(
            `You can also lodge a complaint with a data protection supervisory authority (Art.\u00a077 GDPR). The authority responsible for me is the one of ${address.state} (a German Land):`,
          ),
        ),
        lines(authority.name, authority.street, `${authority.postalCode}\u00a0${authority.city}`, [websiteLink(authority.website)]),
      ],
      subsections: [
        {
          heading: "Supervisory authorities of all Länder",
          id: "aufsichtsbehoerden",
          blocks: [
            paragraph(
              "You can also turn to the supervisory authority of the Land where you live or work; it passes your complaint on to the competent authority (§\u00a019 Abs.\u00a02 BDSG).",
            ),
            facts(
              ...authoritiesCompetentFirst(address.state).map(({ state, authority: each }): [string, ...Inline[]] => [
                state === address.state ? `${state} (responsible for me)` : state,
                `${each.name}, ${each.street}, ${each.postalCode}\u00a0${each.city}, `,
                websiteLink(each.website),
              ]),
            ),
          ],
        },
      ],
    },
    {
      heading: "Changes to this privacy policy",
      id: "aenderungen",
      blocks: [
        paragraph(
          "I adapt this privacy policy when the website, my processing or the law changes. The version you read here applies; the date under the heading gives its status. The binding version is the German one.",
        ),
      ],
    },
  ];

  return {
    title: "Privacy policy (Datenschutzerklärung)",
    lang: "en",
    numbered: true,
    contentsHeading: "Contents",
    sections,
    versionLabel: "Last updated:",
    versionDate: config.legalTexts.privacyPolicyDate,
  };
}

export const englishPrivacyPolicy: LegalDocumentContent = buildEnglishPrivacyPolicy(siteConfig);
