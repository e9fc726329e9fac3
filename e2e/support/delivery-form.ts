import type { Order } from '@persona/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import { h1 } from '../fixtures';

/**
 * The admin's Orders screen (/admin/orders), an order's row there, and its delivery console (/admin/orders/:id)
 * with the delivery form, found by the order's name.
 */

type WithOrder = { order: Pick<Order, 'id' | 'company' | 'campaign'> };

export const orderLabel = ({ order }: WithOrder) => `${order.company} - ${order.campaign}`;
export const orderRow = (page: Page, customer: WithOrder) => page.getByRole('article', { name: orderLabel(customer), exact: true });
export const deliveryForm = (page: Page, customer: WithOrder) => page.getByRole('form', { name: `Deliver ${orderLabel(customer)}`, exact: true });
/** The row's Deliver link, which opens the order's console. */
export const consoleLink = (row: Locator, customer: WithOrder) => row.getByRole('link', { name: `Deliver ${orderLabel(customer)}`, exact: true });
export const consolePath = ({ order }: WithOrder) => `/admin/orders/${order.id}`;

/** The admin on /admin/orders with the customer's order on screen. */
export async function openOrders(page: Page, customer: WithOrder): Promise<Locator> {
  await page.goto('/admin/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  const row = orderRow(page, customer);
  await expect(row).toBeVisible();
  return row;
}

/** The admin in the order's delivery console (opened by its address): its form. */
export async function openConsole(page: Page, customer: WithOrder, timeout?: number): Promise<Locator> {
  await page.goto(consolePath(customer));
  await expect(h1(page, orderLabel(customer))).toBeVisible({ timeout });
  return deliveryForm(page, customer);
}

/** Types the persona Rita Runner, 34, female, product manager. */
export async function fillPersona(form: Locator): Promise<void> {
  await form.getByLabel('Name', { exact: true }).fill('Rita Runner');
  await form.getByLabel('Age', { exact: true }).fill('34');
  await form.getByLabel('Gender', { exact: true }).fill('female');
  await form.getByLabel('Occupation', { exact: true }).fill('Product manager');
}
