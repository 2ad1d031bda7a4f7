import { describe, expect, it } from "vitest";
import { contactBarShown, isDismissedMark } from "./contact-bar";

describe("contact bar", () => {
  it("shows once the opening is passed, while the enquiry form is out of view and it was not closed", () => {
    expect(contactBarShown({ dismissed: false, openingPassed: true, enquiryInView: false })).toBe(true);
  });

  it("stays hidden on the opening screen", () => {
    expect(contactBarShown({ dismissed: false, openingPassed: false, enquiryInView: false })).toBe(false);
  });

  it("gives way to the enquiry form, which offers the same channels", () => {
    expect(contactBarShown({ dismissed: false, openingPassed: true, enquiryInView: true })).toBe(false);
  });

  it("stays closed once closed, wherever the visitor is", () => {
    expect(contactBarShown({ dismissed: true, openingPassed: true, enquiryInView: false })).toBe(false);
  });

  it("reads any stored mark as closed and a missing one (or blocked storage) as open", () => {
    expect(isDismissedMark("1")).toBe(true);
    expect(isDismissedMark("")).toBe(true);
    expect(isDismissedMark(null)).toBe(false);
  });
});
