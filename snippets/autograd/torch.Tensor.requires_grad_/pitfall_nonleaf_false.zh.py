import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
h = x * 2
h.requires_grad_(False)  # 只有叶子张量才能修改这个标志
