import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(4)                                   # int64，位于 CPU 上

y = x.to(device)                                      # 只改设备
z = x.to(torch.float32)                               # 只改 dtype
w = x.to(device, torch.float16)                       # 同时改两者
v = x.to(device=device, dtype=torch.float64)          # 关键字参数形式
u = x.to(torch.ones(1, dtype=torch.bfloat16, device=device))   # 与另一个张量保持一致

for t in (y, z, w, v, u):
    print(t.dtype, t.device.type)

# 没有任何变化时，.to() 返回 self；copy=True 强制生成新张量
print(x.to(x.dtype) is x, x.to(x.dtype, copy=True) is x)
