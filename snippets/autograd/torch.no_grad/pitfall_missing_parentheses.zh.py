import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device, requires_grad=True)
with torch.no_grad:  # 这是类本身，不是实例
    y = x * 2
