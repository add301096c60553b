import torch
from torch.utils.data import random_split

torch.manual_seed(0)
_, val_a = random_split(range(10), [0.5, 0.5])  # 没有传 generator：使用全局生成器

torch.manual_seed(0)
model = torch.nn.Linear(4, 4)  # 新的实验先创建了模型
_, val_b = random_split(range(10), [0.5, 0.5])

print(val_a.indices)
print(val_b.indices)  # 种子相同，验证集却不同了
