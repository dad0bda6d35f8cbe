-- Folds Turkish letters and case for accent- and case-insensitive search: "İstanbul", "ISTANBUL", "Istanbul"
-- and "istanbul" all become "istanbul"; "yazılım" and "yazilim" both become "yazilim". Used on both the
-- directory's documents and the visitor's query, so both sides meet. Independent of the database's locale.
CREATE OR REPLACE FUNCTION brifa_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(translate(input, 'İIŞĞÜÖÇÂÎÛ', 'iisguocaiu')), 'ışğüöçâîû', 'isguocaiu')
$$;
--> statement-breakpoint
-- Turkish lower case ("I" is "ı", "İ" is "i") whatever the database's locale: the stemmer's own letters.
CREATE OR REPLACE FUNCTION brifa_lower_tr(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(input, 'İIŞĞÜÖÇ', 'iışğüöç'))
$$;
