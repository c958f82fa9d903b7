/// Module `VisualFormat`: see README.md for what it holds.
enum VisualFormatModule {}
