/**
 * Labels of the contact bar on phones (app/components/contact-bar.tsx). Short, as they stand under
 * icons on a 320 px wide screen; each is also the link's accessible name.
 */
export const contactBarCopy = {
  /** The bar's landmark name (a `nav`). */
  label: "Schnell Kontakt aufnehmen",
  call: "Anrufen",
  whatsapp: "WhatsApp",
  email: "E-Mail",
  /** To the enquiry form (#versicherungsform). */
  enquiry: "Anfrage",
  close: "Kontaktleiste ausblenden",
};
