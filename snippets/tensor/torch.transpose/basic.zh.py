import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).reshape(2, 3)
print(torch.transpose(x, 0, 1))
print(x.transpose(0, 1).shape, x.t().shape, x.T.shape)   # 对二维张量结果相同

b = torch.zeros(5, 2, 3, device=device)                   # 一批矩阵
print(b.transpose(-2, -1).shape, b.mT.shape)              # 只交换最后两个维度

# 结果是与 x 共享存储的视图
y = x.transpose(0, 1)
y[0, 1] = 100
print(x[1, 0].item(), y.is_contiguous())
