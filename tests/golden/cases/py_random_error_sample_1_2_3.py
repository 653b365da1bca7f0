import random
print("start")
print(random.sample([1, 2], 3))
