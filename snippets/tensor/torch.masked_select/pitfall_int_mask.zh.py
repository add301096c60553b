import torch

x = torch.tensor([1.0, 2.0, 3.0])
mask = (x > 1).int()                  # 例如从数据文件读到的 0/1 掩码
print(torch.masked_select(x, mask.bool()))
torch.masked_select(x, mask)
