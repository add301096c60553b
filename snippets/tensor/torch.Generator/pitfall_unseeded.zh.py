import torch

torch.manual_seed(2024)      # 对自己创建的生成器不起作用

g1 = torch.Generator()       # 从未设过种子
g2 = torch.Generator()
print(g1.initial_seed(), g2.initial_seed())            # 同一个固定的默认种子
print(torch.rand(3, generator=g1))
print(torch.rand(3, generator=g2))                     # 完全相同的“独立”随机数流
