import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seq = torch.arange(3.0, device=device).view(1, 1, 3)
print(F.pad(seq, (2, 2), mode="reflect"))  # 没问题：填充量 < 长度
F.pad(seq, (3, 3), mode="reflect")
