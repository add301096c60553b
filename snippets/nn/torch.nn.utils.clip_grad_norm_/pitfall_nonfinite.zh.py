import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(2, device=device))
w.grad = torch.tensor([float("inf"), 4.0], device=device)
w2 = torch.nn.Parameter(torch.zeros(2, device=device))
w2.grad = w.grad.clone()

# 默认情况下，非有限的范数照样被使用，梯度因此被破坏
print(torch.nn.utils.clip_grad_norm_(w2, max_norm=1.0), w2.grad)
torch.nn.utils.clip_grad_norm_(w, max_norm=1.0, error_if_nonfinite=True)
