import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

v = torch.tensor([1.0, 2.0, 3.0], device=device)
print("v.t():", v.t().shape)  # 仍是 (3,)，不是列向量
col = v.unsqueeze(1)
print("unsqueeze(1):", col.shape)
print("row @ column:", (v.unsqueeze(0) @ col).item())
