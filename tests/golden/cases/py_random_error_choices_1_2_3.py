import random
print("start")
print(random.choices([1, 2], 3))
