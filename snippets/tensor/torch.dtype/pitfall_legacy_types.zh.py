import torch

x = torch.tensor([1, 2])
print(x.type(), isinstance(x, torch.LongTensor))   # 旧式类型名仍然能用……
print(torch.LongTensor([1.9, -1.9]))               # ……但会悄悄转换（截断）
print(x.dtype == torch.int64)                      # 现代的检查方式
torch.FloatTensor([1.0], device="cuda")            # 而且它们只支持 CPU
