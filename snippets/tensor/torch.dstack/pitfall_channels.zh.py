import torch

planes = [torch.zeros(28, 28), torch.ones(28, 28), torch.ones(28, 28)]

print(torch.dstack(planes).shape)          # 通道在后：(H, W, C)
print(torch.stack(planes).shape)           # 通道在前，卷积层需要的布局：(C, H, W)
