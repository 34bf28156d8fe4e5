import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Fills the open posted gift card page with a card and adds it to the bag (the page is already hydrated). */
export async function addPostedCard(
  page: Page,
  card: { amount: string; design: string; recipient: string; sender: string; giftBox: boolean },
): Promise<void> {
  await page.getByRole("radio", { name: card.amount }).check();
  await page.getByRole("radio", { name: card.design }).check();
  await page.getByRole("textbox", { name: /Recipient's name/ }).fill(card.recipient);
  await page.getByRole("textbox", { name: /Your name/ }).fill(card.sender);
  // Each message goes 300 ms after its field is put right (the page moves up then, before the next click).
  await expect(page.getByRole("alert").filter({ hasText: /name/ })).toHaveCount(0);
  if (card.giftBox)
    await page.getByRole("checkbox", { name: /Add a gift box \(£2, free for cards over £100\)/ }).check();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your bag" })).toBeVisible();
}
