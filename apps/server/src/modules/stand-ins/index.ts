export { sendStandInDigests } from './send-stand-in-digests';
export { startStandInDigestWorker } from './stand-in-digest-worker';
export { standInRoutes } from './stand-ins.routes';
