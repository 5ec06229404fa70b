import { configure, type ConfigureOptions, type RouteTemplates } from '../../store/config';
import { adoptSessionToken, adoptSignOnFragment, hasSignOnFragment } from '../../store/single-sign-on';
import { wellFormedLocale } from '../../store/language';
import { defineElement } from '../../ui/custom-element';

const ATTRIBUTES = ['api-base', 'corporate-base', 'locale', 'routes', 'sso-company', 'session-token'] as const;

/**
 * Configures every LaPasar element on the page from attributes, for hosts without JavaScript;
 * the same as calling `configure()`. It renders nothing. It applies its attributes synchronously
 * when defined, so elements defined after it already see the configuration. On a page a
 * redirect-mode company sign-in came back to (#lapasar_session=… in the address), it takes the
 * fragment out of the address and, when the sign-in is one this browser started, signs the
 * elements in with that session.
 *
 * @summary SDK configuration as an element; renders nothing.
 * @tagname lapasar-config
 * @attr {string} api-base - Base URL of the backend API, e.g. https://shop.example.com/api.
 * @attr {string} corporate-base - Base URL of the corporate API and site.
 * @attr {string} locale - Locale for numbers, dates and the elements' language: en-MY (English, the default) or ms-MY (Bahasa Malaysia). A visitor's choice in the header's language switch wins over it.
 * @attr {string} routes - JSON object of route templates to override, e.g. {"product":"/p/{id}"}.
 * @attr {string} sso-company - The buyer company whose identity provider the login dialog offers ("Sign in with your company account").
 * @attr {string} session-token - A session token the portal's backend obtained for its user (POST /api/auth/sso/assertion): the elements sign in with it.
 */
export class LapasarConfigElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES;
  }

  /** Base URL of the backend API. */
  get apiBase(): string | null {
    return this.getAttribute('api-base');
  }
  set apiBase(value: string) {
    this.setAttribute('api-base', value);
  }

  /** Base URL of the corporate API and site. */
  get corporateBase(): string | null {
    return this.getAttribute('corporate-base');
  }
  set corporateBase(value: string) {
    this.setAttribute('corporate-base', value);
  }

  /** Route templates to override; as a property it takes the object itself. */
  get routes(): Partial<RouteTemplates> {
    try {
      return JSON.parse(this.getAttribute('routes') ?? '{}') as Partial<RouteTemplates>;
    } catch {
      console.warn('LaPasar: the routes attribute of <lapasar-config> is not valid JSON');
      return {};
    }
  }
  set routes(value: Partial<RouteTemplates>) {
    this.setAttribute('routes', JSON.stringify(value));
  }

  attributeChangedCallback(): void {
    const options: ConfigureOptions = { routes: this.routes };
    if (this.apiBase) options.apiBase = this.apiBase;
    if (this.corporateBase) options.corporateBase = this.corporateBase;
    const locale = this.getAttribute('locale');
    if (locale && !wellFormedLocale(locale))
      console.warn(
        `LaPasar: the locale attribute of <lapasar-config> is not a language tag such as ms-MY: ${JSON.stringify(locale)}; the elements speak English`,
      );
    if (locale) options.locale = locale;
    const ssoCompany = this.getAttribute('sso-company');
    if (ssoCompany) options.ssoCompany = ssoCompany;
    configure(options);
    const token = this.getAttribute('session-token');
    if (token) void adoptSessionToken(token);
    else if (hasSignOnFragment()) void adoptSignOnFragment();
  }
}

export const tagName = 'lapasar-config';

/** Defines lapasar-config (once per page). */
export function define(): void {
  defineElement(tagName, LapasarConfigElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-config': LapasarConfigElement;
  }
}
