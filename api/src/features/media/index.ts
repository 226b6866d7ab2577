/** The site's pictures and documents, made by the API itself (GET /api/media/…), and those staff upload (pictures/). */
export { documentBytes } from './generate';
export { mediaRoutes } from './routes';
export { encodePicture, MAX_PICTURE_BYTES, MAX_PICTURE_MEGAPIXELS, pictureFormatOf, pictureRoutes, pictureStore, type PictureAlt } from './pictures';
