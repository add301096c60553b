import torch

x = torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float64)
print(torch.heaviside(x, torch.tensor(0.5, dtype=x.dtype)))   # 数据类型一致时正常
torch.heaviside(x, torch.tensor(0.5))                          # values 是 float32：这里不做类型提升
