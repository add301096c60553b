import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)
b = a.contiguous()  # a 已经连续，所以 b 就是 a
b[0, 0] = 1.0
print("b is a:", b is a)
print(a)

safe = a.clone()  # 独立的副本
safe[0, 0] = 99.0
print(a[0, 0].item())
