export { BlogArticlePage as Component } from './blog-article-page';
