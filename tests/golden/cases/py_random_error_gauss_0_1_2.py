import random
print("start")
print(random.gauss(0, 1, 2))
