import torch

x = torch.zeros(3)
print(x.fill_(torch.tensor(5.0)))           # 0 维张量可以
x.fill_(torch.tensor([1.0, 2.0, 3.0]))      # 多个值：请用 copy_
