/// Module `AutoLayout`: see README.md for what it holds.
enum AutoLayoutModule {}
