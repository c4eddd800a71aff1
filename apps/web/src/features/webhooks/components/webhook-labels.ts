/** The webhook form's field labels, which its problems are worded with. */
export const webhookLabels = { url: 'Address', description: 'Description', events: 'Events' };
