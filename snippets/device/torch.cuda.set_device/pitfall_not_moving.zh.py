import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 2)  # 在 CPU 上创建
index = device.index if device.index is not None else 0
torch.cuda.set_device(index)  # 只改变之后“新”分配的 CUDA 内存的默认设备
print(next(model.parameters()).device)  # 仍然是 cpu

model.to(device)  # 移动必须显式进行
print(next(model.parameters()).device.type)
