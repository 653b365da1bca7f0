print(float('1_000'))
