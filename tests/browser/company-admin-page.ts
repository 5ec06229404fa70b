import type { FakeApi } from './fake-api';
import { inShadow, loadSdk, waitFor } from './support';

/**
 * A test file's lapasar-company-admin over a fake of the company routes: the SDK loaded with a
 * location chosen (as a signed-in buyer has one, so nothing asks for it over the page), the fake
 * forgetting its rules and calls after each test, and what the tests look for in the element.
 */
export async function companyAdminPage(server: FakeApi) {
  const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
  afterEach(() => {
    server.reset();
    server.calls.splice(0);
  });

  let element: HTMLElement;
  const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
  return {
    sdk,
    /** The element last shown. */
    get element() {
      return element;
    },
    /** Shows the element afresh at a section (none: its default) once it has rendered. */
    async show(section?: string): Promise<HTMLElement> {
      element?.remove();
      element = document.createElement('lapasar-company-admin');
      if (section !== undefined) element.setAttribute('section', section);
      document.body.append(element);
      await customElements.whenDefined('lapasar-company-admin');
      await waitFor(() => element.shadowRoot?.firstChild);
      return element;
    },
    $,
    all: <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)],
    part: <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part~="${name}"]`)!,
    /** What has the keyboard's focus inside the element: its aria-label, else a field's name, else its text. */
    focused: () => {
      const active = element.shadowRoot!.activeElement;
      return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? null;
    },
  };
}
