import torch
from torch.utils.data import TensorDataset, random_split

ds = TensorDataset(torch.arange(10.0), torch.arange(10) % 2)

gen = torch.Generator().manual_seed(42)  # 单独的生成器：每次运行都得到同样的划分
train, val = random_split(ds, [0.8, 0.2], generator=gen)

print(type(train).__name__, len(train), len(val))
print(val.indices)  # 在原数据集中的位置
print(val[0])  # val[0] 就是 ds[val.indices[0]]
