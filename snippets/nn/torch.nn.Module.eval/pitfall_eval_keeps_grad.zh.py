import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device).eval()
out = model(torch.ones(1, 4, device=device))
print(out.requires_grad, out.grad_fn is not None)  # 仍在构建计算图

with torch.inference_mode():
    out = model(torch.ones(1, 4, device=device))
print(out.requires_grad)
