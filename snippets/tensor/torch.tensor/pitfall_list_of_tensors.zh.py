import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

rows = [torch.ones(2, device=device), torch.zeros(2, device=device)]
print(torch.stack(rows).shape)   # 该用的工具
torch.tensor(rows)               # 失败：元素是多元素张量
