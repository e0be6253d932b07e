import { signUpMember } from "./accounts";
import { expect, test } from "./fixtures";
import { hydrated, mainNav, navLinks, phoneMenu, tabUntilFocused } from "./helpers";

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the links sit in a menu that opens and works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const link of navLinks) {
      await expect(header.getByRole("link", { name: link.name, exact: true }), link.name).toBeHidden();
    }
    const menu = phoneMenu(page);
    const toggle = menu.locator("summary");
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveText("Menu");

    await tabUntilFocused(page, toggle);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveJSProperty("open", true);
    for (const link of navLinks) {
      await expect(
        mainNav(page).getByRole("link", { name: link.name, exact: true }),
        link.name,
      ).toBeVisible();
    }

    const about = mainNav(page).getByRole("link", { name: "About", exact: true });
    await tabUntilFocused(page, about, 3);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about");
    await expect(menu).toHaveJSProperty("open", false);
    await expect(header.getByRole("link", { name: "About", exact: true })).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens by keyboard and its links navigate", async ({ page }) => {
      await page.goto("/");
      const menu = phoneMenu(page);
      const toggle = menu.locator("summary");
      await expect(mainNav(page)).toBeHidden();
      await tabUntilFocused(page, toggle);
      await page.keyboard.press("Enter");
      await expect(mainNav(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
      await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toHaveJSProperty("open", false);
    });
  });
});

test.describe("desktop", () => {
  test("the links are visible and the current page is marked", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    for (const link of navLinks) {
      await expect(nav.getByRole("link", { name: link.name, exact: true }), link.name).toBeVisible();
    }
    await expect(page.locator("header summary")).toBeHidden();
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("a signed-in member's bar, with My Orders and My Registrations, fits the screen in both languages", async ({
    page,
    member,
  }) => {
    void member;
    for (const width of [1024, 1279, 1280, 1440])
      for (const path of ["/", "/fr/"]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBe(0);
      }
  });

  test("at 1280 px and wider, no label of the bar breaks onto two lines, in either language, signed in or not", async ({
    page,
  }) => {
    /** The visible items of the wide bar whose text takes more than one line. */
    const brokenLabels = () =>
      mainNav(page)
        .locator("a, summary, button")
        .evaluateAll((items) =>
          items
            .filter((item) => (item as HTMLElement).offsetParent !== null)
            .filter((item) => {
              // The lines its words sit on (an icon beside them is not a line).
              const tops = new Set<number>();
              const words = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
              for (let text = words.nextNode(); text; text = words.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(text);
                for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
              }
              return tops.size > 1;
            })
            .map((item) => item.textContent?.trim()),
        );
    const check = async (who: string) => {
      for (const width of [1280, 1440])
        for (const path of ["/", "/fr/"]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          expect(await brokenLabels(), `${who} on ${path} at ${width} px`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${who} on ${path} at ${width} px`).toBe(0);
        }
    };
    await check("a visitor");
    await signUpMember(page.request);
    await check("a member");
  });

  test("a signed-in member's account menu holds their pages and Logout, and Escape closes it", async ({
    page,
    member,
  }) => {
    void member;
    await page.goto("/");
    // Escape is the script's: without it the menu is a plain <details>, which Escape does not close.
    await hydrated(page);
    const menu = mainNav(page).locator("summary", { hasText: "My Account" });
    const logout = mainNav(page).getByRole("button", { name: "Logout" });
    await expect(logout).toBeHidden();
    await menu.click();
    for (const name of ["Account settings", "My Orders", "My Registrations", "My Membership"])
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(logout).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(logout).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await mainNav(page).getByRole("link", { name: "My Membership", exact: true }).click();
    await expect(page).toHaveURL("/membership");
    await expect(logout).toBeHidden();
  });

  test("the navigation bar stays in view while scrolling", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    const header = page.getByRole("banner");
    await expect(header).toBeInViewport({ ratio: 1 });
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });
});
