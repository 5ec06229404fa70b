import { Controls, Description, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { setCustomElementsManifest, type Decorator, type Preview } from '@storybook/web-components-vite';
import { createElement, Fragment } from 'react';
import { action } from 'storybook/actions';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { eventsOf, manifestControls, MANIFEST, renderElement } from '../workshop/elements';
import { beginStory, type WorkshopParameters } from '../workshop/story-setup';

setCustomElementsManifest(MANIFEST);

/** The events whose default is to leave the page: cancelled, as a host page's router does, so the workshop stays on the story. */
const LEAVING = new Set(['lapasar-navigate', 'lapasar-checkout', 'lapasar-order-submitted', 'lapasar-edit-order']);

/** Shows every event the element fires in the Actions panel, with its detail. */
const logEvents: Decorator = (story, context) => {
  const rendered = story();
  if (rendered instanceof HTMLElement && typeof context.component === 'string') {
    markCanvas(
      context.canvasElement,
      context.id,
      context.component,
      (context.parameters.workshop as WorkshopParameters | undefined)?.ready,
    );
    for (const name of eventsOf(context.component)) {
      rendered.addEventListener(name, (event) => {
        action(name)((event as CustomEvent).detail);
        if (LEAVING.has(name)) event.preventDefault();
      });
    }
  }
  return rendered;
};

/** Marks the canvas with the story shown, its element and what it shows once ready: for the workshop's test. */
function markCanvas(canvas: HTMLElement, story: string, element: string, ready: string | undefined): void {
  canvas.dataset.workshopStory = story;
  canvas.dataset.workshopElement = element;
  if (ready) canvas.dataset.workshopReady = ready;
  else delete canvas.dataset.workshopReady;
}

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [manifestControls],
  render: (args, context) => renderElement(context.component, args),
  loaders: [
    async ({ parameters }) => {
      await beginStory(parameters.workshop as WorkshopParameters | undefined);
      return {};
    },
  ],
  decorators: [logEvents],
  parameters: {
    layout: 'padded',
    // Every story is checked by axe-core in the Accessibility panel; the workshop's test fails on a serious violation.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' }, ...MINIMAL_VIEWPORTS },
    },
    docs: {
      // The element's page: its description, its first story and every attribute, property, event,
      // slot, part and custom property from the manifest. The other states are stories of their
      // own, since every story signs its own buyer in on the page's one session.
      page: () =>
        createElement(
          Fragment,
          null,
          createElement(Title),
          createElement(Subtitle),
          createElement(Description),
          createElement(Primary),
          createElement(Controls),
        ),
    },
  },
};

export default preview;
