import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])           # float64
t = torch.as_tensor(arr)                  # dtype 相同且在 CPU 上：共享内存
arr[0] = 100.0
print(t, t.dtype)

c = torch.as_tensor(arr, dtype=torch.float32)   # dtype 改变：会复制
arr[1] = 200.0
print(c)

x = torch.ones(2)
print(torch.as_tensor(x) is x)            # dtype/设备都符合的张量会原样返回

print(torch.as_tensor([1, 2, 3]))         # 列表总是会被复制

device = "cuda" if torch.cuda.is_available() else "cpu"
g = torch.as_tensor(arr, dtype=torch.float32, device=device)   # 复制到设备上
print(g.device.type == device)
