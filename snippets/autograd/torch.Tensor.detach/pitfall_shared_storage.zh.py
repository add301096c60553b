import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x * 1
snapshot = y.detach()  # 不是副本
with torch.no_grad():
    y += 10
print(snapshot)  # 随 y 一起改变

safe = y.detach().clone()  # 一份独立的副本
with torch.no_grad():
    y += 10
print(safe)  # 仍是 11, 12, 13
print(y.detach())  # 21, 22, 23
