import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# dtype 由 Python 数据推断
print(torch.tensor([1, 2, 3]).dtype)        # 整数 -> int64
print(torch.tensor([1.0, 2.0]).dtype)       # 浮点数 -> 默认 dtype（float32）
print(torch.tensor([1, 2.5]).dtype)         # int/float 混合 -> float32
print(torch.tensor([True, False]).dtype)    # 布尔值 -> bool

# 直接在目标设备上创建一个 0 维（标量）张量和一个二维张量
s = torch.tensor(3.5, device=device)
m = torch.tensor([[1, 2], [3, 4]], dtype=torch.float32, device=device)
print(s.shape, s.dim())
print(m)
print(m.device.type == device.type)
