/** The site's pictures as SVG, for the build to rasterise: app icons and link-preview cards. */
export { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_WIDTH, linkPreviewSvg } from './artwork';
export { APP_ICONS, appIconSvg, webAppManifest } from './app-icon';
