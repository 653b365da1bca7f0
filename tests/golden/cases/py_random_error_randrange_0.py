import random
print("start")
print(random.randrange(0))
