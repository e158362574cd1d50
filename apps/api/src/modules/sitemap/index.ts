export { sitemapRoutes } from './routes';
