import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

xs = torch.randn(5, 3, device=device)
w = torch.randn(3, device=device)
torch.vmap(torch.dot, in_dims=[0, None])(xs, w)  # 是列表，不是元组
