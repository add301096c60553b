import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, device=device)
print(x.dtype, torch.get_default_dtype())

# 别名就是同一个对象
print(torch.float is torch.float32, torch.long is torch.int64, torch.double is torch.float64, torch.half is torch.float16)

# dtype 的各项属性
for dt in (torch.float32, torch.bfloat16, torch.int64, torch.bool):
    print(dt, dt.is_floating_point, dt.is_signed, dt.itemsize)

print(torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max, torch.iinfo(torch.int8).min)
