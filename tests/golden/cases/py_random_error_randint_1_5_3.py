import random
print("start")
print(random.randint(1.5, 3))
