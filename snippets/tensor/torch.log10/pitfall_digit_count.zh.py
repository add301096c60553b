import torch

n = torch.tensor([999_999_999, 99_999_999])      # 9 位和 8 位数

print(torch.floor(torch.log10(n)) + 1)           # float32 把 999999999 舍入成 1e9
print(torch.floor(torch.log10(n.double())) + 1)
print([len(str(int(v))) for v in n])
