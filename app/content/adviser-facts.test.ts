import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { formatOpeningHours } from "~/modules/opening-hours";
import { certainYearsSince, clientsStat, experienceStat, reachability, reachabilityStat } from "./adviser-facts";

describe("adviser facts", () => {
  it("dates the client count with the month it was counted", () => {
    expect(clientsStat({ clientsAdvised: 1250, clientsCountedOn: "2026-10-01" })).toEqual({
      value: "1.250+",
      label: "beratene Kunden (Stand Oktober 2026)",
    });
  });

  it("counts only the years certain whatever month the adviser started in", () => {
    // Started on 31 December 2014, built on 1 January 2026: 11 years and a day.
    expect(certainYearsSince(2014, 2026)).toBe(11);
    expect(certainYearsSince(2026, 2026)).toBe(0);
    expect(certainYearsSince(2027, 2026)).toBe(0);
  });

  it("states the certain years, rounded down to fives from five on, with the start year", () => {
    expect(experienceStat(2014, 2026)).toEqual({ value: "10+", label: "Jahre Erfahrung (seit 2014)" });
    expect(experienceStat(2010, 2026)).toEqual({ value: "15+", label: "Jahre Erfahrung (seit 2010)" });
    expect(experienceStat(2022, 2026)).toEqual({ value: "3+", label: "Jahre Erfahrung (seit 2022)" });
    expect(experienceStat(2025, 2026)).toEqual({ value: "seit 2025", label: "berate ich zur privaten Krankenversicherung" });
  });

  it("promises replies only as the config says, and the phone only at its hours", () => {
    const hours = [
      { firstDay: "Mo", lastDay: "Do", opens: "8:30", closes: "17:00" },
      { firstDay: "Fr", opens: "8:30", closes: "13:00" },
    ] as const;
    expect(reachability({ responseTime: "Antwort am nächsten Werktag", openingHours: [...hours] })).toBe(
      `Ihre Anfrage schicken Sie mir rund um die Uhr über das Formular, per WhatsApp oder E-Mail, Antwort am nächsten Werktag; am Telefon erreichen Sie mich ${formatOpeningHours([...hours])}.`,
    );
  });

  // The hero's third figure (docs/decisions/0067): „rund um die Uhr“ is the enquiry, never the adviser; the label names the phone's hours.
  it("says „rund um die Uhr“ of sending an enquiry, with the configured phone hours under it", () => {
    const stat = reachabilityStat("Antwort innerhalb von zwei Werktagen");
    expect(stat.value).toBe("rund um die Uhr");
    expect(stat.label).toBe(`Anfrage schicken (Telefon: ${formatOpeningHours(siteConfig.openingHours)})`);
  });
});
