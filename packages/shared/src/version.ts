export const APP_VERSION = '4.0.0';
