import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def scale(x, factor):
    return x * factor

xs = torch.ones(4, 3, device=device)
factors = torch.arange(4.0, device=device)  # 每个样本一个系数
torch.vmap(scale)(xs, factor=factors)       # 关键字参数永远不会被映射
