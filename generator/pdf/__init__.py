"""The PDF books (one per language) and the offline archive, both made from the built site."""
