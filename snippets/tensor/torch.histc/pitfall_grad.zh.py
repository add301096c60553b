import torch

x = torch.tensor([0.1, 0.4, 0.45, 0.9], requires_grad=True)

hist = torch.histc(x, bins=2, min=0, max=1)
print(hist, hist.requires_grad)       # 计数是分段常数：没有计算图
hist.sum().backward()
