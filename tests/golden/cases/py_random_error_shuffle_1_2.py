import random
print("start")
print(random.shuffle((1, 2)))
