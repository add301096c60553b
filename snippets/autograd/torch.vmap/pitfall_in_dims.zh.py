import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

xs = torch.randn(5, 3, device=device)  # 5 个样本组成的批次
w = torch.randn(3, device=device)      # 所有样本共用一个权重向量
torch.vmap(torch.dot)(xs, w)           # in_dims=0 也会对 w 做映射
