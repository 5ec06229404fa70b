import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, loading, PHONE, visitor, workshop } from '../states';

const SUMMARY = /^GET \/api\/dashboard\/summary$/;

const meta = {
  title: 'Catalogue buyers/Buyer dashboard',
  component: 'lapasar-buyer-dashboard',
  parameters: { workshop: { persona: 'energy', ready: '[part="feature-cards"]' } },
} satisfies Meta;
export default meta;

/** Tenaga Demo Berhad's figures: pre-orders, budgets, cart, wishlist and its catalogue. */
export const EnergyBuyer: StoryObj = { name: 'Energy buyer' };
/** Branded with the element's own tokens. */
export const Branded: StoryObj = { args: { '--lapasar-energy-color-brand': '#00563f', '--lapasar-energy-color-accent': '#f4a300' } };
export const AccessDenied: StoryObj = { name: 'Access denied', ...workshop({ persona: 'buyer', ready: '[part="access-denied"]' }) };
export const Visitor: StoryObj = visitor();
export const LoadError: StoryObj = { name: 'Error', ...failing(SUMMARY) };
export const Loading: StoryObj = loading(SUMMARY);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
