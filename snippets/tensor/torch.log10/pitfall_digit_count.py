import torch

n = torch.tensor([999_999_999, 99_999_999])      # 9 and 8 digits

print(torch.floor(torch.log10(n)) + 1)           # float32 rounds 999999999 up to 1e9
print(torch.floor(torch.log10(n.double())) + 1)
print([len(str(int(v))) for v in n])
