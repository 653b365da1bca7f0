print(1 // 0.1, 0.5 // 0.1, 2.5E+4 // 0.2)
print(float('inf') // 3.0, 3 // float('-inf'))
