import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device).view(3, 4)
cols = x[:, :2]  # 对列切片会保留行步长 4
print(cols.shape, cols.stride(), cols.is_contiguous())
print(cols.contiguous().view(-1))  # 可以
cols.view(-1)
