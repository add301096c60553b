import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)             # 各维大小作为单独的 int 传入
b = torch.zeros((2, 3), device=device)           # ……或者传一个元组 / torch.Size
c = torch.zeros(a.shape, dtype=torch.int64, device=device)
print(a)
print(a.dtype, b.shape == a.shape, c.dtype)
print(torch.zeros(0, 4, device=device).shape)   # 允许大小为零的维度

# zeros_like 从另一个张量复制形状、dtype 和设备
x = torch.ones(2, 2, dtype=torch.float16, device=device)
z = torch.zeros_like(x)
print(z.dtype, z.device == x.device)
