export { BlogHomePage as Component } from './blog-page';
