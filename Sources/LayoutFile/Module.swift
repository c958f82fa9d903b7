/// Module `LayoutFile`: see README.md for what it holds.
enum LayoutFileModule {}
