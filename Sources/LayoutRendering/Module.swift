/// Module `LayoutRendering`: see README.md for what it holds.
enum LayoutRenderingModule {}
