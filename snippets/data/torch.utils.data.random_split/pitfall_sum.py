from torch.utils.data import random_split

# 70% train, 20% val: the fractions add up to 0.9, not 1
train, val = random_split(range(1000), [0.7, 0.2])
