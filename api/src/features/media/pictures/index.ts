/** Pictures staff upload in the content studio: re-encoded at the site's widths, kept in the database, served under /api/media/pictures/. */
export { encodePicture, MAX_PICTURE_BYTES, MAX_PICTURE_MEGAPIXELS, pictureFormatOf } from './encodePicture';
export { pictureStore, type PictureAlt } from './pictureStore';
export { pictureRoutes } from './routes';
