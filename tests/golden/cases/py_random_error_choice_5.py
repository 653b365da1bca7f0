import random
print("start")
print(random.choice(5))
