// The SQL the backend runs for GET /api/vision/images, as TypeORM's find() writes it with the
// entity's columns (VisionImagesService.list: the user's rows, oldest first): keep this copy in
// step. It serves the bare server and the EXPLAIN. Every signed-in request first resolves its
// session cookie (bare-server.mjs).

export const VISION_IMAGES_SQL = `SELECT "VisionImageEntity"."id" AS "VisionImageEntity_id", "VisionImageEntity"."user_id" AS "VisionImageEntity_user_id", "VisionImageEntity"."position" AS "VisionImageEntity_position", "VisionImageEntity"."image_key" AS "VisionImageEntity_image_key", "VisionImageEntity"."thumbnail_key" AS "VisionImageEntity_thumbnail_key", "VisionImageEntity"."width" AS "VisionImageEntity_width", "VisionImageEntity"."height" AS "VisionImageEntity_height", "VisionImageEntity"."caption" AS "VisionImageEntity_caption", "VisionImageEntity"."emoji" AS "VisionImageEntity_emoji", "VisionImageEntity"."created_at" AS "VisionImageEntity_created_at" FROM "vision_images" "VisionImageEntity" WHERE (("VisionImageEntity"."user_id" = $1)) ORDER BY "VisionImageEntity"."created_at" ASC, "VisionImageEntity"."position" ASC`;
