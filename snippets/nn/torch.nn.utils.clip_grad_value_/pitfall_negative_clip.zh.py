import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(3, device=device))
w.grad = torch.tensor([3.0, -4.0, 0.5], device=device)

# 负的 clip_value 不会被拒绝：区间 [1, -1] 为空，
# 无论正负，每个梯度都变成 -1
torch.nn.utils.clip_grad_value_(w, clip_value=-1.0)
print(w.grad)
