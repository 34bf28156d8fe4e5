import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync("build/e2e-3120/storefront.db");
console.log(db.prepare("select * from saved_payment_cards").all());
console.log(db.prepare("select id, email from customers").all());
