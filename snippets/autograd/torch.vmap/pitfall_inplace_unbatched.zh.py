import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def first_only(x):
    out = torch.zeros(3, device=x.device)  # 一个没有批次维度的新张量
    out[0] = x[0]                           # 把带批次的值原地写进去
    return out

batch = torch.randn(4, 3, device=device)
torch.vmap(first_only)(batch)
