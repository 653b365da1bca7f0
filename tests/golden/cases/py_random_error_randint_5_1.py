import random
print("start")
print(random.randint(5, 1))
