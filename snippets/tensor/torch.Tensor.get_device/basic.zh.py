import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.get_device())  # CPU 上是 -1，CUDA 上是 GPU 的编号（0、1……）
print(torch.ones(2).get_device(), torch.get_device(torch.ones(2)))

# x.device 给出完整信息：类型和编号
print(x.device.type, x.device.index)
