export * from './engagements';
export * from './people';
export * from './system';
export * from './time-off';
export * from './timesheets';
