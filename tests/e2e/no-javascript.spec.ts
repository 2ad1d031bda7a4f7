import { expect, test } from "./fixtures";
import { allPaths } from "./site-pages";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const path of allPaths) {
    test(`${path} reads fully and offers phone, e-mail and WhatsApp`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every FAQ answer is readable although no accordion can open.
      const answers = page.locator(".faq-answer");
      expect(await answers.count()).toBeGreaterThanOrEqual(6);
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      const contact = page.locator("#versicherungsform");
      await expect(contact.getByText("Das Anfrageformular braucht JavaScript.")).toBeVisible();
      await expect(contact.getByRole("button", { name: "Weiter" })).toBeHidden();
      await expect(contact.getByRole("link", { name: /030 23125 678/ })).toHaveAttribute("href", "tel:+493023125678");
      await expect(contact.getByRole("link", { name: /beratung@pkv-experte\.example/ })).toHaveAttribute("href", "mailto:beratung@pkv-experte.example");
      const whatsapp = contact.getByRole("link", { name: /WhatsApp-Nachricht schreiben/ });
      await expect(whatsapp).toBeVisible();
      const href = await whatsapp.getAttribute("href");
      expect(href).toMatch(/^https:\/\/wa\.me\/493023125678\?text=/);
      expect(decodeURIComponent(new URL(href!).searchParams.get("text")!)).toContain("kostenlose PKV-Beratung");
      // Section links are real links that work without scripts.
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "PKV für Ärzte" })).toHaveAttribute("href", "/pkv-aerzte");
    });
  }
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });
  test("the no-script note stays hidden and the wizard shows", async ({ page }) => {
    await page.goto("/pkv-beamte");
    await expect(page.getByText("Das Anfrageformular braucht JavaScript.")).toBeHidden();
    await expect(page.locator("#versicherungsform").getByRole("button", { name: "Weiter" })).toBeEnabled();
  });
});
