import { describe, expect, it } from 'vitest';
import { appLinkTarget, type LinkClick } from './app-links.ts';

const here = new URL('https://cjenovnik.me/en/telefoni?lang=en');
const click = (change: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  target: '',
  download: false,
  href: 'https://cjenovnik.me/en/racunari?lang=en',
  keepScroll: false,
  ...change,
});

describe('appLinkTarget', () => {
  it('follows a plain click on a link of the site in the app', () => {
    expect(appLinkTarget(click(), here)).toEqual({ to: '/en/racunari?lang=en', replace: false, preventScrollReset: false });
    expect(appLinkTarget(click({ href: '/en/racunari?lang=en#offers' }), here)).toEqual({
      to: '/en/racunari?lang=en#offers',
      replace: false,
      preventScrollReset: false,
    });
  });

  it('replaces the history entry for a link to the page itself', () => {
    expect(appLinkTarget(click({ href: here.href }), here)).toEqual({
      to: '/en/telefoni?lang=en',
      replace: true,
      preventScrollReset: false,
    });
  });

  it('leaves to the browser new tabs, other buttons, handled clicks, targets and downloads', () => {
    expect(appLinkTarget(click({ modified: true }), here)).toBeNull();
    expect(appLinkTarget(click({ button: 1 }), here)).toBeNull();
    expect(appLinkTarget(click({ defaultPrevented: true }), here)).toBeNull();
    expect(appLinkTarget(click({ target: '_blank' }), here)).toBeNull();
    expect(appLinkTarget(click({ target: '_self' }), here)).not.toBeNull();
    expect(appLinkTarget(click({ download: true }), here)).toBeNull();
  });

  it('leaves to the browser other origins and jumps within the page', () => {
    expect(appLinkTarget(click({ href: 'https://cjenovnik.ba/en/racunari' }), here)).toBeNull();
    expect(appLinkTarget(click({ href: 'http://cjenovnik.me/en/racunari' }), here)).toBeNull();
    expect(appLinkTarget(click({ href: '/en/telefoni?lang=en#main' }), here)).toBeNull();
  });

  it('keeps the scroll for a link marked so (a variant of the product shows the same place)', () => {
    expect(appLinkTarget(click({ keepScroll: true }), here)).toMatchObject({ preventScrollReset: true });
  });

  it("leaves to the browser the site's files: open data, feeds, sitemaps", () => {
    expect(appLinkTarget(click({ href: '/en/telefoni/x/y/1-phone/history.csv' }), here)).toBeNull();
    expect(appLinkTarget(click({ href: '/en/telefoni/x/y/1-phone/feed.xml' }), here)).toBeNull();
    expect(appLinkTarget(click({ href: '/sitemap.xml' }), here)).toBeNull();
    expect(appLinkTarget(click({ href: '/en/telefoni/x/y/1-galaxy-s24-5g' }), here)).not.toBeNull();
  });
});
