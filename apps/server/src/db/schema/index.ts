export * from './engagements';
export * from './mail';
export * from './notifications';
export * from './offices';
export * from './people';
export * from './system';
export * from './time-off';
export * from './timesheets';
