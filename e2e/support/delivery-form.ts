import { expect, type Locator, type Page } from '@playwright/test';
import { h1 } from '../fixtures';
import type { OrderingCustomer } from './order-setup';

/** The admin's Orders screen (/admin/orders): an order's row and its delivery form, found by the order's name. */

export const orderLabel = ({ order }: Pick<OrderingCustomer, 'order'>) => `${order.company} - ${order.campaign}`;
export const orderRow = (page: Page, customer: Pick<OrderingCustomer, 'order'>) => page.getByRole('article', { name: orderLabel(customer), exact: true });
export const deliveryForm = (page: Page, customer: Pick<OrderingCustomer, 'order'>) =>
  page.getByRole('form', { name: `Deliver ${orderLabel(customer)}`, exact: true });

/** The admin on /admin/orders with the customer's order on screen. */
export async function openOrders(page: Page, customer: Pick<OrderingCustomer, 'order'>): Promise<Locator> {
  await page.goto('/admin/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  const row = orderRow(page, customer);
  await expect(row).toBeVisible();
  return row;
}

/** Types the persona Rita Runner, 34, female, product manager. */
export async function fillPersona(form: Locator): Promise<void> {
  await form.getByLabel('Name', { exact: true }).fill('Rita Runner');
  await form.getByLabel('Age', { exact: true }).fill('34');
  await form.getByLabel('Gender', { exact: true }).fill('female');
  await form.getByLabel('Occupation', { exact: true }).fill('Product manager');
}
