print(int('12', 1))
