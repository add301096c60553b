import torch

t = torch.zeros(2, 3, dtype=torch.float32)
print(t.stride())                          # 以元素计：(3, 1)
print(t.numpy().strides)                   # NumPy 以字节计：(12, 4)
print(tuple(s * t.element_size() for s in t.stride()))
