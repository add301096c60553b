import torch

mean = torch.zeros(2, 3)
std = torch.ones(6)            # 元素个数相同，形状不同
print(mean.numel() == std.numel())
torch.normal(mean, std)        # 形状按广播规则处理，而不是按元素个数对应
