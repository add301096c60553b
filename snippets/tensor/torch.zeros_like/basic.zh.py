import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(2, 3, dtype=torch.float64, device=device, requires_grad=True)

z = torch.zeros_like(x)              # 与 x 的形状、dtype 和设备相同
print(z.shape, z.dtype, z.device == x.device, z.requires_grad)

print(torch.ones_like(x, dtype=torch.bool))    # 覆盖 dtype
print(torch.full_like(x, 0.5).dtype)           # 任意填充值
buf = torch.empty_like(x)                      # 只分配内存，不初始化
print(buf.shape)

# 步长跟随输入（preserve_format）
t = torch.zeros(2, 3).t()
print(torch.zeros_like(t).stride(), torch.zeros_like(t, memory_format=torch.contiguous_format).stride())
