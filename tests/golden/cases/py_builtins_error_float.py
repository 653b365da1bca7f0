print(float('1.5e'))
