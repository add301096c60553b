import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, 3, device=device)
w = torch.ones(4, 3, device=device)  # 按 (out_features, in_features) 存储

print(torch.mm(x, w.t()).shape)  # (2, 3) @ (3, 4) -> (2, 4)
torch.mm(x, w)                   # 内侧的大小 3 和 4 不一致
