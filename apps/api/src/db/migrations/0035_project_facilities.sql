ALTER TABLE "projects" ADD COLUMN "facility_type" text GENERATED ALWAYS AS (CASE
  WHEN tags && ARRAY['Schools']::text[] OR name ~* '\m(school|schools|classroom|classrooms|college|polytechnic|university)\M' THEN 'school'
  WHEN tags && ARRAY['Health']::text[] OR name ~* '\m(hospital|health|clinic|maternity)' THEN 'health_centre'
  WHEN tags && ARRAY['Major Roads','Bridges']::text[] OR name ~* '\m(road|roads|highway|expressway|bridge|bridges|flyover)\M' THEN 'road'
  WHEN name ~* '\m(borehole|boreholes|water)\M' THEN 'water_point'
END) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "facility_work" text GENERATED ALWAYS AS (CASE
  WHEN (CASE
  WHEN tags && ARRAY['Schools']::text[] OR name ~* '\m(school|schools|classroom|classrooms|college|polytechnic|university)\M' THEN 'school'
  WHEN tags && ARRAY['Health']::text[] OR name ~* '\m(hospital|health|clinic|maternity)' THEN 'health_centre'
  WHEN tags && ARRAY['Major Roads','Bridges']::text[] OR name ~* '\m(road|roads|highway|expressway|bridge|bridges|flyover)\M' THEN 'road'
  WHEN name ~* '\m(borehole|boreholes|water)\M' THEN 'water_point'
END) IS NULL THEN NULL
  WHEN name ~* '\m(rehabilitat|renovat|upgrad|expan|repair|reconstruct|dualis|dualiz|refurbish|resurfac|retrofit|remodel)' THEN 'upgraded'
  ELSE 'built'
END) STORED;--> statement-breakpoint
CREATE INDEX "projects_published_facility_idx" ON "projects" USING btree ("tenant_id","facility_type","status") WHERE "projects"."is_published" AND "projects"."facility_type" IS NOT NULL;