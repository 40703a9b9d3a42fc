ALTER TABLE "qa_questions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_client_uq" UNIQUE("participant_id","client_id");