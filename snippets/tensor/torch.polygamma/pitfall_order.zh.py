import torch

x = torch.tensor([1.0, 2.0])
print(torch.polygamma(1, x))   # 先写阶数，再写张量
torch.polygamma(x, 1)          # 顺序写反了（方法写法 x.polygamma(1) 才是这样）
