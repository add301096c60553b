import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(24, device=device).reshape(2, 3, 4)
y = torch.permute(x, (2, 0, 1))        # 新的第 i 维是原来的第 dims[i] 维
print(y.shape)
print(x.permute(0, 2, 1).shape)        # 方法也可以分开传多个整数

# 结果是视图：共享存储，只是步长换了顺序，通常不再连续
print(x.stride(), y.stride())
print(y.is_contiguous())
y[0, 0, 0] = -1
print(x[0, 0, 0].item())

# 典型用法：把 NHWC 图像转成卷积层要的 NCHW
nhwc = torch.zeros(8, 32, 32, 3, device=device)
print(nhwc.permute(0, 3, 1, 2).shape)
