import torch

real = torch.tensor([1, 2])  # 由整数字面量得到 int64
imag = torch.tensor([3, 4])
torch.complex(real, imag)    # 修正：torch.complex(real.float(), imag.float())
