import random
print("start")
print(random.randrange(1, 1))
