/** Spec section 4, Order: a status of 'complete' in any letter case gets the completed marker. */
export const isComplete = (status: string): boolean => status.trim().toLowerCase() === 'complete';


/** A 'pending' order (any letter case) has not been started: its sources may still be removed. */
export const isPending = (status: string): boolean => status.trim().toLowerCase() === 'pending';
