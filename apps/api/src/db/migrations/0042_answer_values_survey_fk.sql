ALTER TABLE "survey_answer_values" DROP CONSTRAINT "survey_answer_values_survey_id_surveys_id_fk";
