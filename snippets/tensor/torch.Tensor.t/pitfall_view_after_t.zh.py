import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.arange(6.0, device=device).view(2, 3)
wt = w.t()
print(wt.is_contiguous())
print(wt.reshape(-1))  # 没问题：必要时 reshape 会复制
wt.view(-1)
