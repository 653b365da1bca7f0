print("first")
print("second)
