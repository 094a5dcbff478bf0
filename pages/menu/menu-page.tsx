import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { CategoryList } from '../../src/components/category-list.tsx';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import type { MenuPayload } from './payload.ts';

export function MenuPage() {
  const payload = useLoaderData<MenuPayload>();
  return (
    <>
      <Breadcrumb trail={[payload.menu]} />
      <h1>{payload.menu.name}</h1>
      {payload.subMenus.map((subMenu) => (
        <section key={subMenu.path}>
          <h2>
            <LocaleLink to={subMenu.path}>{subMenu.name}</LocaleLink>
          </h2>
          <CategoryList categories={subMenu.categories} />
        </section>
      ))}
    </>
  );
}
