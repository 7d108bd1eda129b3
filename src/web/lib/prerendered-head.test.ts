import { afterEach, describe, expect, it } from 'vitest';
import { dropPrerenderedHeadWhenReplaced } from './prerendered-head.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function prerenderedHead() {
  document.head.innerHTML =
    '<title data-prerendered-head="">AgroVoo — Operações Aeroagrícolas</title>' +
    '<meta data-prerendered-head="" name="description" content="estático">' +
    '<link rel="stylesheet" href="/assets/app.css">';
}

describe('the prerendered head tags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('stay while the app has not put its own title in the head', async () => {
    prerenderedHead();
    dropPrerenderedHeadWhenReplaced();
    document.head.append(Object.assign(document.createElement('meta'), { name: 'robots' }));
    await tick();
    expect(document.title).toBe('AgroVoo — Operações Aeroagrícolas');
    expect(document.head.querySelectorAll('[data-prerendered-head]')).toHaveLength(2);
  });

  it("give way to the app's title as soon as it arrives, never leaving the page without one", async () => {
    prerenderedHead();
    dropPrerenderedHeadWhenReplaced();
    const title = document.createElement('title');
    title.textContent = 'Entrar — AgroVoo';
    document.head.append(title);
    await tick();
    expect(document.head.querySelectorAll('[data-prerendered-head]')).toHaveLength(0);
    expect(document.title).toBe('Entrar — AgroVoo');
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('go at once when the title is already there', () => {
    prerenderedHead();
    document.head.append(document.createElement('title'));
    dropPrerenderedHeadWhenReplaced();
    expect(document.head.querySelectorAll('[data-prerendered-head]')).toHaveLength(0);
  });
});
