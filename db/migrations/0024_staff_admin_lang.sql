-- The language a staff member or the owner chose for the back office, kept on the account so that
-- the shop's mails to them (a new order) are written in it. Null until they choose one.
ALTER TABLE "user" ADD COLUMN "admin_lang" text;
