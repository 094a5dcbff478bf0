import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { CategoryList } from '../../src/components/category-list.tsx';
import type { SubMenuPayload } from './payload.ts';

export function SubMenuPage() {
  const payload = useLoaderData<SubMenuPayload>();
  return (
    <>
      <Breadcrumb trail={[payload.menu, payload.subMenu]} />
      <h1>{payload.subMenu.name}</h1>
      <CategoryList categories={payload.categories} />
    </>
  );
}
