import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

arr = np.array([1.0, 2.0, 3.0])         # NumPy 的默认浮点类型是 float64
t = torch.from_numpy(arr)
print(t.dtype, t.device)                 # 总是 CPU 张量，dtype 保持不变

# t 和 arr 是同一块缓冲区的两个视图
arr[0] = -1.0
t[2] = 30.0
print(t)
print(arr)

# 交给模型的典型做法：一次 .to() 调用同时转换 dtype 并移动设备
x = torch.from_numpy(arr).to(device=device, dtype=torch.float32)
print(x.dtype, x.device.type == device.type)
