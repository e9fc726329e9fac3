/** Spec section 4, Order: a status of 'complete' in any letter case gets the completed marker. */
export const isComplete = (status: string): boolean => status.trim().toLowerCase() === 'complete';

