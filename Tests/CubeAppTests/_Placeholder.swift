// Placeholder so the target is not empty; removed once the module has real files (lead).
