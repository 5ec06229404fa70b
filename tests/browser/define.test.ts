import { expect } from 'chai';
import { inShadow, loadSdk, mount } from './support';

const sdk = await loadSdk({ location: { state: 'Johor', district: 'Muar', postcode: '', country: 'Malaysia' } });

describe('defining and styling', () => {
  it('is idempotent: defining again, or loading autoload after define, neither throws nor redefines', async () => {
    const header = customElements.get('lapasar-header');
    sdk.defineHeader();
    await import('/dist/sdk/autoload.js' as string);
    expect(customElements.get('lapasar-header')).to.equal(header);
  });

  it('makes one constructed sheet per element type, shared by every instance, and no <style>', async () => {
    const styleCount = document.querySelectorAll('style').length;
    await mount(
      '<lapasar-location-picker></lapasar-location-picker><lapasar-location-picker></lapasar-location-picker>',
      'lapasar-location-picker',
    );
    const [a, b] = [...document.querySelectorAll('lapasar-location-picker')];
    await customElements.whenDefined('lapasar-location-picker');
    expect(a.shadowRoot!.adoptedStyleSheets).to.have.length(2);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).to.equal(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(a.shadowRoot!.adoptedStyleSheets[1]).to.equal(b.shadowRoot!.adoptedStyleSheets[1]);
    expect(a.shadowRoot!.querySelector('style')).to.equal(null);
    expect(document.querySelectorAll('style').length).to.equal(styleCount);
  });

  it('takes theme tokens from the host page', async () => {
    document.documentElement.style.setProperty('--lapasar-color-border', 'rgb(1, 2, 3)');
    const picker = document.querySelector('lapasar-location-picker')!;
    const button = inShadow(picker, '[part="location-button"]')!;
    expect(getComputedStyle(button).borderTopColor).to.equal('rgb(1, 2, 3)');
    (picker as HTMLElement).style.setProperty('--lapasar-color-border', 'rgb(4, 5, 6)');
    expect(getComputedStyle(button).borderTopColor).to.equal('rgb(4, 5, 6)');
  });
});
