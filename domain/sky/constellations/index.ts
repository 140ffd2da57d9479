export { CONSTELLATIONS, type CatalogueStar, type ConstellationFigure } from './constellation-stars';
export { drawConstellation, starRadius, type ConstellationDrawing, type DrawnStar } from './constellation-drawing';
