/** Ratings of documents, talks and link items in the live venue (contract: visit.schema.ts). */
export { RatingStars } from './RatingStars';
