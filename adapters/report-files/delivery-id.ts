/** A report's file is named by its delivery's id; anything else names no file, in any store. */
export const DELIVERY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isDeliveryId = (text: string): boolean => DELIVERY_ID.test(text);
