import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 仅限 CUDA 的示例：需要一台带 NVIDIA GPU 的机器
x = torch.arange(4, dtype=torch.float32)     # CPU 张量
g = x.cuda()                                  # 复制到当前 CUDA 设备
print(g.device.type, g.device.index == torch.cuda.current_device())
print(x.device.type)                          # 原张量仍在 CPU 上

print(g.cuda() is g)                          # 已经在 GPU 上：不复制，返回同一个对象
print(x.cuda(device.index or 0).device.type)  # 也可以显式指定设备索引
print(torch.equal(g.cpu(), x))
