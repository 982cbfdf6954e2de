// Placeholder entry; the ArgumentParser command replaces it (lead).
print("cubescroll")
