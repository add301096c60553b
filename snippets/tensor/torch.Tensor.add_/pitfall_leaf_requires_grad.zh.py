import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.zeros(3, device=device, requires_grad=True)

with torch.no_grad():
    w.add_(1.0)  # 没问题：autograd 不会记录
print(w)

w.add_(1.0)  # 在 no_grad 之外：被拒绝
