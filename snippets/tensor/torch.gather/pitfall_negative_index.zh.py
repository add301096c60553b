import torch

x = torch.arange(6.0).reshape(2, 3)
print(x[:, -1])                               # 普通索引会把 -1 映射到最后一列
print(x.gather(1, torch.tensor([[-1], [-1]]) % x.size(1)))   # 对 gather 需要手动取模
x.gather(1, torch.tensor([[-1], [-1]]))       # gather 不会处理负索引
