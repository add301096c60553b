import torch

x = torch.ones(1000, 1000)                  # float32
y = torch.float_power(x, 2)

print(x.dtype, x.element_size() * x.nelement() / 1e6, "MB")
print(y.dtype, y.element_size() * y.nelement() / 1e6, "MB")   # float64：内存翻倍
print(torch.pow(x, 2).dtype)                # pow 保持 float32
