import { CategoryMenu } from '../../ui/category-menu/category-menu';
import { PageDialogs } from '../../ui/page-dialogs';
import { AllCategories } from './all-categories';

export interface CategoryMenuProps {
  mode?: string;
}

/** lapasar-category-menu: the CATEGORIES flyout, or (mode="list") the All Categories page. */
export function CategoryMenuView({ mode }: CategoryMenuProps) {
  return (
    <>
      {mode === 'list' ? <AllCategories /> : <CategoryMenu />}
      <PageDialogs />
    </>
  );
}
