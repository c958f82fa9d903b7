/// Module `InterfaceBuilder`: see README.md for what it holds.
enum InterfaceBuilderModule {}
