// TODO: remove once src/web/features/operations/operation-page.test.tsx imports
// src/test-support/sample-company.ts; the sample company for tests lives there.
export { completeOperation } from '../../test-support/sample-company.ts';
