import numpy as np
import torch

# 任何带 __dlpack__ 的对象（NumPy、CuPy、JAX、TensorFlow……）都可以不复制地导入
a = np.arange(4.0)
t = torch.from_dlpack(a)
t[0] = 100.0
print(a, t.dtype, t.device)

# 反方向：NumPy 用同样的方式导入 torch 张量
x = torch.arange(6).reshape(2, 3).t()
n = np.from_dlpack(x)
print(n, n.strides)  # 转置视图的步长被保留

# copy=True 要求使用独立的内存
c = torch.from_dlpack(a, copy=True)
print(c.data_ptr() == t.data_ptr())
