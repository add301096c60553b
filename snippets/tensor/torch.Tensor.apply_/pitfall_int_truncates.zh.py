import torch

x = torch.tensor([1, 2, 3])
print(x.apply_(lambda v: v / 2))  # 浮点结果被存进 int64 张量
print(torch.tensor([1, 2, 3]).float().apply_(lambda v: v / 2))
