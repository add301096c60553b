import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-2.0, 0.5, 3.0], device=device)
lo = torch.zeros(3, device=device)

print(torch.clamp(x, min=lo, max=torch.full_like(x, 1.0)))  # 两个都是张量：没问题
print(torch.clamp(x, min=0.0, max=1.0))                     # 两个都是数：没问题
torch.clamp(x, min=lo, max=1.0)                             # 张量与数混用：没有对应的重载
