from torch.utils.data import random_split

# 70% 训练、20% 验证：比例加起来是 0.9，不是 1
train, val = random_split(range(1000), [0.7, 0.2])
