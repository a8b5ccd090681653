import { openAdmin } from './admin-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const GREETING = 'Hello! Welcome to Fashion Zone customer support. How can I help you today?';

test.describe('support chat', () => {
  test("opens from its button (a dialog from the floating one on desktop, a drawer from the header's on a phone), answers after a pause, Enter sends and Shift+Enter breaks the line", async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Chat with customer support' }).click();
    const chat = page.getByRole('dialog', { name: 'Customer Support' });
    await expect(chat).toBeVisible();
    const log = chat.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText(GREETING);
    if (testInfo.project.name === 'mobile') {
      // A bottom drawer, 85% of the screen's height.
      // Once its slide-in is over: bottom on the screen's edge, 85vh high.
      const geometry = () =>
        chat.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { bottomGap: Math.round(window.innerHeight - box.bottom), heightShare: Math.round((box.height / window.innerHeight) * 100) };
        });
      await expect.poll(geometry).toEqual({ bottomGap: 0, heightShare: 85 });
    } else {
      const box = (await chat.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(440);
    }
    await expectAccessible(page);

    const input = chat.getByRole('textbox', { name: 'Type your message' });
    // Whitespace only: nothing is sent.
    await input.fill('   ');
    await input.press('Enter');
    await expect(log.locator('.chat-message--user')).toHaveCount(0);

    await input.fill('How long does delivery take?');
    await input.press('Shift+Enter');
    await input.pressSequentially('And can I pay by UPI?');
    await expect(input).toHaveValue('How long does delivery take?\nAnd can I pay by UPI?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(log.locator('.chat-message--user')).toHaveText(/How long does delivery take\?\s*And can I pay by UPI\?/);
    await expect(chat.getByTestId('chat-typing')).toBeVisible();
    await expect(chat.getByTestId('chat-typing')).toBeHidden();
    const reply = log.locator('.chat-message--bot').last();
    await expect(reply).toContainText('Standard delivery takes 3-5 business days');
    await expect(reply).toContainText('UPI');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with customer support' })).toBeFocused();
  });

  test('replies 1500 ms after the message, not before', ANY_WIDTH, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with customer support' }).click();
    const chat = page.getByRole('dialog', { name: 'Customer Support' });
    const log = chat.getByRole('log');
    await expect(log).toContainText(GREETING);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await chat.getByRole('textbox', { name: 'Type your message' }).fill('I need a refund');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.getByTestId('chat-typing')).toBeVisible();
    await page.clock.runFor(1499);
    await expect(log.locator('.chat-message--bot')).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(log.locator('.chat-message--bot')).toHaveCount(2);
    await expect(log.locator('.chat-message--bot').last()).toContainText('within 30 days of delivery');
  });

  test('keeps the conversation across pages, and /customer-care shows the same one in the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with customer support' }).click();
    let chat = page.getByRole('dialog', { name: 'Customer Support' });
    await chat.getByRole('textbox', { name: 'Type your message' }).fill('Where is my order?');
    await chat.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    await expect(chat.getByRole('log')).toContainText('My Orders section');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /T-shirts/ }).first().click();
    await expect(page).toHaveURL(/\/categories\//);
    await page.getByRole('button', { name: 'Chat with customer support' }).click();
    chat = page.getByRole('dialog', { name: 'Customer Support' });
    await expect(chat.getByRole('log').locator('.chat-message--user .chat-message__text')).toHaveText('Where is my order?');
    await expect(chat.getByRole('log')).toContainText('My Orders section');
    await page.keyboard.press('Escape');

    await page.goto('/customer-care');
    await expect(page.getByRole('heading', { name: 'Customer Care', level: 1 })).toBeVisible();
    // The chat is in the page here: no floating button.
    await expect(page.getByRole('button', { name: 'Chat with customer support' })).toHaveCount(0);
    const panel = page.getByRole('region', { name: 'Live Chat' });
    await expect(panel.getByText('Online 24/7')).toBeVisible();
    expect(Math.round((await panel.boundingBox())!.height)).toBe(600);
    await expect(panel.getByRole('log').locator('.chat-message--user .chat-message__text')).toHaveText('Where is my order?');
    await panel.getByRole('textbox', { name: 'Type your message' }).fill('Do you exchange items?');
    await panel.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    await expect(panel.getByRole('log')).toContainText('To exchange an item');
    await expect(page.getByRole('region', { name: 'Talk to a person' })).toContainText('9AM-9PM');
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Returns & Exchanges' })).toHaveAttribute('href', '/returns');

    // The answer about sizes links the size guide's page.
    await panel.getByRole('textbox', { name: 'Type your message' }).fill('Which size fits me?');
    await panel.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    const sizeGuide = panel.getByRole('log').getByRole('link', { name: 'See every size chart' });
    await expect(sizeGuide).toBeVisible();
    await expectAccessible(page);
    await sizeGuide.click();
    await expect(page.getByRole('heading', { name: 'Size Guide', level: 1 })).toBeVisible();
  });

  test("the header's Chat Support goes to /customer-care", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Chat Support' }).click();
    await expect(page).toHaveURL(/\/customer-care$/);
    await expect(page.getByRole('region', { name: 'Live Chat' }).getByRole('log')).toContainText(GREETING);
  });

  // A wide screen's: on a phone the button sits in the header (e2e/phone-layout.spec.ts).
  test('the floating button never hides the end of the page, and is not in the admin area', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
    // To the very end (the shelves below the fold render as they come near, and the page grows).
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }),
      )
      .toBe(true);
    const button = (await page.getByRole('button', { name: 'Chat with customer support' }).boundingBox())!;
    const copyright = (await page.getByText(/© 2023/).boundingBox())!;
    const viewport = page.viewportSize()!;
    // Floating at the bottom right of the screen, and the page ends with room for it below the last line.
    expect(button.x + button.width).toBeGreaterThan(viewport.width - 40);
    expect(button.y + button.height).toBeGreaterThan(viewport.height - 40);
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(button.y);
    // The room is the footer's own: its dark band reaches the end of the page, with no strip after it.
    const gapAfterFooter = await page.evaluate(
      () => document.documentElement.scrollHeight - (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    );
    expect(Math.abs(gapAfterFooter)).toBeLessThan(1);
    await openAdmin(page);
    await expect(page.getByRole('button', { name: 'Chat with customer support' })).toHaveCount(0);
  });
});
