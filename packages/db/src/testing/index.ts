export { createTestDb, type TestDb } from "./test-db";
