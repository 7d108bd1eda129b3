import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startNfseStandIn } from './stand-in.ts';

// The national NFS-e API's stand-in as a process, for development and the browser journeys
// (`npm run nfse:stand-in`): it listens on NFSE_STAND_IN_PORT (8443) and writes its CA to
// NFSE_STAND_IN_CA_FILE (./data/nfse-stand-in-ca.pem). Point the app at it with
// NFSE_URL_HOMOLOGACAO=https://localhost:8443/SefinNacional and NFSE_CA_FILE=<that file>.

const port = Number(process.env.NFSE_STAND_IN_PORT ?? 8443);
const caFile = process.env.NFSE_STAND_IN_CA_FILE ?? './data/nfse-stand-in-ca.pem';
const standIn = await startNfseStandIn({ port });
mkdirSync(dirname(caFile), { recursive: true });
writeFileSync(caFile, standIn.ca);
console.log(`NFS-e stand-in at ${standIn.url} (CA in ${caFile})`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
