print(int('x'))
