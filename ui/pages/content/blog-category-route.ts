export { BlogCategoryPage as Component } from './blog-page';
