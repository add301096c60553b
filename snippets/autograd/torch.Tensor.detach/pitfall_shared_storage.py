import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x * 1
snapshot = y.detach()  # NOT a copy
with torch.no_grad():
    y += 10
print(snapshot)  # changed together with y

safe = y.detach().clone()  # an independent copy
with torch.no_grad():
    y += 10
print(safe)  # still 11, 12, 13
print(y.detach())  # 21, 22, 23
